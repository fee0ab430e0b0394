import { GRUPOS } from '@site/shared/contract';

import type { RegistoSemente } from '../contexto';

import { registo } from './comum';

const LINKS: ReadonlyArray<[string, string, string, boolean, boolean]> = [
  [
    'IANORQ — Instituto Angolano de Normalização e Qualidade',
    'https://ianorq.gov.ao',
    'O organismo nacional de normalização.',
    true,
    true,
  ],
  [
    'ISO — Organização Internacional de Normalização',
    'https://www.iso.org',
    'Normas internacionais e catálogo ISO.',
    true,
    true,
  ],
  [
    'ARSO — Organização Africana de Normalização',
    'https://www.arso-oran.org',
    'Normas harmonizadas para o continente africano.',
    true,
    false,
  ],
  [
    'SADC — Comunidade de Desenvolvimento da África Austral',
    'https://www.sadc.int',
    'Cooperação regional, incluindo a normalização (SADCSTAN).',
    false,
    true,
  ],
  [
    'IEC — Comissão Electrotécnica Internacional',
    'https://www.iec.ch',
    'Normas internacionais de electrotecnia.',
    false,
    true,
  ],
  [
    'Portal Oficial do Governo de Angola',
    'https://governo.gov.ao',
    'Informação oficial e legislação.',
    false,
    true,
  ],
  [
    'Diário da República (arquivo antigo)',
    'https://www.example.ao/dr',
    'Ligação descontinuada.',
    false,
    false,
  ],
];

/** Group 6: useful links of the footer (some highlighted, one inactive). */
export function criarLinksUteis(): RegistoSemente[] {
  return LINKS.map(([nome, url, resumo, destaque, activo], indice) =>
    registo({
      idRegisto: 601 + indice,
      idGrupo: GRUPOS.linksUteis,
      nome,
      url,
      resumo,
      destaque,
      activo,
    }),
  );
}
