import { GRUPOS, PAGINAS } from '@site/shared/contract';

/** What a page listing one CMS group says about itself, and which group it lists. */
export interface PaginaGrupo {
  titulo: string;
  descricao: string;
  idPagina: number;
  grupo: number;
  textoVazio: string;
}

/** The pages that list one CMS group, written once (read by `PaginaGrupoCms`). */
export const PAGINAS_GRUPO = {
  biblioteca: {
    titulo: 'Biblioteca',
    descricao:
      'Guias, relatórios, legislação, apresentações e boletins da associação, em PDF, para descarregar.',
    idPagina: PAGINAS.biblioteca,
    grupo: GRUPOS.biblioteca,
    textoVazio: 'Ainda não há documentos na biblioteca.',
  },
  faqs: {
    titulo: 'Perguntas frequentes',
    descricao:
      'Respostas às perguntas mais comuns sobre a associação, as quotas, os eventos e a normalização.',
    idPagina: PAGINAS.faqs,
    grupo: GRUPOS.faqs,
    textoVazio: 'Ainda não há perguntas frequentes.',
  },
  normalizacao: {
    titulo: 'Normalização',
    descricao:
      'Normas angolanas e internacionais de gestão da qualidade, ambiente e segurança, com fichas de resumo para descarregar.',
    idPagina: PAGINAS.normalizacao,
    grupo: GRUPOS.normas,
    textoVazio: 'Ainda não há normas publicadas.',
  },
  parcerias: {
    titulo: 'Parcerias',
    descricao:
      'Instituições, empresas e universidades que trabalham com a associação pela qualidade em Angola.',
    idPagina: PAGINAS.parcerias,
    grupo: GRUPOS.parceiros,
    textoVazio: 'Ainda não há parceiros a apresentar.',
  },
} as const satisfies Record<string, PaginaGrupo>;
