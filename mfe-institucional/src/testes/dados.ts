import {
  type Local,
  type MembroEquipa,
  type OrgaoSocial,
  type PaginaDetalhe,
  type Seccao,
} from '@site/shared/contract';
import { esquemaLocal, esquemaMembroEquipa, esquemaSeccao } from '@site/shared/contract/esquemas';
import { paginaDetalhe } from '@site/shared/testes';

const ORGAOS: Record<'ag' | 'direccao' | 'cf', OrgaoSocial> = {
  ag: { idOrgao: 1, nome: 'Assembleia Geral', ordem: 1 },
  direccao: { idOrgao: 2, nome: 'Direcção', ordem: 2 },
  cf: { idOrgao: 3, nome: 'Conselho Fiscal', ordem: 3 },
};

export function membro(
  idMembro: number,
  nome: string,
  cargo: string,
  orgao: keyof typeof ORGAOS,
  ordem: number,
  activo = true,
): MembroEquipa {
  return esquemaMembroEquipa.parse({
    idMembro,
    nome,
    cargo,
    orgao: ORGAOS[orgao],
    ordem,
    activo,
    fotografiaUrl: `/cms/api/v1/media/equipa-${idMembro}.svg`,
  });
}

/** Deliberately out of order, with an inactive member. */
export const EQUIPA: MembroEquipa[] = [
  membro(1, 'Filomena Chipongue', 'Presidente', 'cf', 1),
  membro(2, 'Paulo Quintas', 'Secretário-Geral', 'direccao', 3),
  membro(3, 'António Kiala', 'Presidente', 'direccao', 1),
  membro(4, 'Maria Neto', 'Presidente da Mesa', 'ag', 1),
  membro(5, 'Carlos Mavinga', 'Vogal (mandato anterior)', 'direccao', 2, false),
  membro(6, 'Esperança Mateus', 'Vice-Presidente', 'direccao', 2),
];

export function seccao(
  idSeccao: number,
  nome: string,
  ordem: number,
  extra: Partial<Record<keyof Seccao, unknown>> = {},
): Seccao {
  return esquemaSeccao.parse({
    idSeccao,
    idPagina: 4,
    nome,
    ordem,
    activo: true,
    menu: true,
    textoSeccao: `<p>Texto de ${nome}.</p>`,
    slides: [],
    anexos: [],
    ...extra,
  });
}

export function pagina(idPagina: number, textoPagina: string, seccoes: Seccao[]): PaginaDetalhe {
  return paginaDetalhe(idPagina, textoPagina, seccoes, {
    descricao: `Descrição de ${textoPagina}.`,
  });
}

/** Page 4 with its sections shuffled and one inactive. */
export const PAGINA_ASSOCIACAO = pagina(4, 'A Associação', [
  seccao(4, 'Órgãos Sociais', 4),
  seccao(1, 'História', 1),
  seccao(6, 'Relatórios e Contas', 6, { activo: false }),
  seccao(3, 'Estatutos', 3, {
    anexos: [
      { idArquivo: 1, nome: 'Estatutos da AAQ.pdf', tipoMime: 'application/pdf', tamanho: 4_608 },
    ],
  }),
  seccao(2, 'Missão, Visão e Valores', 2, { activo: false }),
  seccao(5, 'Mensagem do Presidente', 5),
]);

function local(
  idLocal: number,
  nome: string,
  extra: Partial<Record<keyof Local, unknown>> = {},
): Local {
  return esquemaLocal.parse({
    idLocal,
    nome,
    morada: `Rua ${idLocal}<br>Luanda, Angola`,
    moradaTexto: `Rua ${idLocal}, Luanda, Angola`,
    horario: [],
    sede: false,
    activo: true,
    contactosAgrupados: { telemoveis: [], telefones: [], emails: [], skype: [] },
    ...extra,
  });
}

export const SEDE = local(2, 'Sede', {
  sede: true,
  morada: 'Rua Rainha Ginga, n.º 45<br>Luanda, Angola',
  moradaTexto: 'Rua Rainha Ginga, n.º 45, Luanda, Angola',
  horario: ['Segunda a sexta-feira: 08h00–17h00'],
  contactosAgrupados: {
    telemoveis: [{ idContacto: 21, contacto: '+244 923 456 789', descricao: 'Secretaria' }],
    telefones: [{ idContacto: 23, contacto: '+244 222 334 455' }],
    emails: [{ idContacto: 24, contacto: 'geral@aaq.ao' }],
    skype: [{ idContacto: 26, contacto: 'aaq.angola' }],
  },
});

export const LOCAIS: Local[] = [
  local(1, 'Delegação de Benguela'),
  SEDE,
  local(3, 'Delegação do Huambo', { activo: false }),
];
