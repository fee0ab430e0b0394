import type { Anexo, Imagem } from './paginas';

/**
 * How the CMS records (`registos`) map to the site: each content kind is a group,
 * and a group's types (`gruposTipos/{idGrupo}`) are its categories.
 */
export const GRUPOS = {
  linksUteis: 6,
  normas: 7,
  biblioteca: 8,
  galeria: 9,
  faqs: 10,
  parceiros: 11,
  destaques: 12,
} as const;
export type IdGrupo = (typeof GRUPOS)[keyof typeof GRUPOS];

/** A category inside a group: a kind of standard, a library shelf, a kind of partner. */
export interface GrupoTipo {
  idGrupoTipo: number;
  idGrupo: number;
  nome: string;
  descricao?: string;
  ordem: number;
}

/**
 * A CMS record. Which fields are filled depends on its group:
 * standards use `codigo`, `data` and an attachment; library items an attachment;
 * albums `imagem` (cover) and their photos via `ListarImagem`; FAQs `nome` (question) and
 * `texto` (answer); partners `imagem` (logo), `resumo` and `url`; useful links `nome` and `url`.
 */
export interface Registo {
  idRegisto: number;
  idGrupo: number;
  idGrupoTipo: number | null;
  nome: string;
  /** A stable slug for deep links (FAQ anchors, album addresses). */
  slug: string;
  resumo: string;
  /** Rich HTML; sanitized before it reaches the DOM. */
  texto: string;
  codigo?: string;
  /** ISO date (YYYY-MM-DD). */
  data?: string;
  url?: string;
  imagem?: Imagem;
  anexos: Anexo[];
  ordem: number;
  activo: boolean;
  destaque: boolean;
}

/** A useful link of the footer: group 6 through `registos/Lista/6/{lang}/false`. */
export interface LinkUtil {
  idRegisto: number;
  nome: string;
  url: string;
}

/** A record shown as an icon tile (`ListarIcone`), e.g. the home quick links. */
export interface IconeRegisto {
  idRegisto: number;
  nome: string;
  /** An icon name from the site's icon set. */
  icone: string;
  url: string;
}

/** An icon tile with its content (`ListarIconeConteudo`), e.g. a partner with its logo and text. */
export interface IconeConteudo extends IconeRegisto {
  resumo: string;
  imagem?: Imagem;
  idGrupoTipo: number | null;
}

/** A downloadable attachment's metadata. */
export type Arquivo = Anexo;
