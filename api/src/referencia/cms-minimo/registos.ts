import { GRUPOS, type IdGrupo } from '@site/shared/contract';

import type { GrupoTipoMinimo, RegistoMinimo } from './formas';

/**
 * The records of each group (`shared/src/contract/registos.ts` says what a group is). The spec
 * describes none, so each is an id and a name; FAQs add their answer, links their address.
 * The library is empty.
 */
export const REGISTOS_MINIMOS: Readonly<Record<IdGrupo, readonly RegistoMinimo[]>> = {
  [GRUPOS.linksUteis]: [
    {
      idRegisto: 4601,
      nome: 'Organização Internacional de Normalização',
      url: 'https://www.iso.org',
    },
    { idRegisto: 4602, nome: 'Portal Oficial do Governo de Angola', url: 'https://governo.gov.ao' },
    { idRegisto: 4603, nome: 'Comissão Electrotécnica Internacional', url: 'https://www.iec.ch' },
  ],
  [GRUPOS.normas]: [
    { idRegisto: 4701, nome: 'NA ISO 9001 — Sistemas de gestão da qualidade' },
    { idRegisto: 4702, nome: 'NA ISO 22000 — Segurança alimentar' },
    { idRegisto: 4703, nome: 'NA ISO 45001 — Saúde e segurança no trabalho' },
  ],
  [GRUPOS.biblioteca]: [],
  [GRUPOS.galeria]: [
    { idRegisto: 4901, nome: 'Conferência anual de 2025' },
    { idRegisto: 4902, nome: 'Visita às salinas de Benguela' },
  ],
  [GRUPOS.faqs]: [
    {
      idRegisto: 5001,
      nome: 'Quem pode ser associado?',
      texto: '<p>Qualquer pessoa ou organização que partilhe os nossos fins.</p>',
      dataCriacao: '2024-01-09T09:30:00',
      idUtilizadorCriacao: 17,
    },
    {
      idRegisto: 5002,
      nome: 'Quanto custa a quota anual?',
      texto: '<p>Depende da categoria: veja a página <em>Seja associado</em>.</p>',
    },
    {
      idRegisto: 5003,
      nome: 'As formações dão certificado?',
      texto: '<p>Sim, a todos os participantes com presença mínima de 80%.</p>',
    },
    {
      idRegisto: 5004,
      nome: 'Onde ficam as instalações?',
      texto: '<p>No Largo do Kinaxixi, em Luanda, e no Lubango.</p>',
    },
  ],
  [GRUPOS.parceiros]: [
    { idRegisto: 5101, nome: 'Universidade Agostinho Neto' },
    { idRegisto: 5102, nome: 'Câmara de Comércio e Indústria de Angola' },
    { idRegisto: 5103, nome: 'Laboratório de Engenharia de Angola' },
  ],
  [GRUPOS.destaques]: [
    { idRegisto: 5201, nome: 'Consultar normas', url: '/normalizacao' },
    { idRegisto: 5202, nome: 'Agenda de formação', url: '/eventos/agendados' },
  ],
};

/** The categories of a group: only standards and FAQs have some. */
export const GRUPOS_TIPOS_MINIMOS: Readonly<Record<IdGrupo, readonly GrupoTipoMinimo[]>> = {
  [GRUPOS.linksUteis]: [],
  [GRUPOS.normas]: [
    { idGrupoTipo: 71, nome: 'Gestão da qualidade' },
    { idGrupoTipo: 72, nome: 'Segurança alimentar' },
  ],
  [GRUPOS.biblioteca]: [],
  [GRUPOS.galeria]: [],
  [GRUPOS.faqs]: [{ idGrupoTipo: 101, nome: 'Associados' }],
  [GRUPOS.parceiros]: [],
  [GRUPOS.destaques]: [],
};
