/** A banner inside a slide: one picture with its caption and optional call to action. */
export interface Banner {
  idBanner: number;
  titulo: string;
  subtitulo: string;
  imagemUrl: string;
  largura: number;
  altura: number;
  textoAlternativo: string;
  ligacao?: string;
  textoLigacao?: string;
}

/** A slide of a section; the home carousel is built from the slides of page 1. */
export interface Slide {
  idSlide: number;
  titulo: string;
  activo: boolean;
  ordem: number;
  banners: Banner[];
}

/** A file attached to a section or a record, downloaded through `arquivos/{idArquivo}`. */
export interface Anexo {
  idArquivo: number;
  nome: string;
  tipoMime: string;
  /** Size in bytes. */
  tamanho: number;
}

/** A section as listed in a page's menu entry. */
export interface SeccaoMenu {
  idSeccao: number;
  nome: string;
  activo: boolean;
  menu: boolean;
  ordem: number;
}

/** A full section of a page: rich HTML text, slides and attachments. */
export interface Seccao extends SeccaoMenu {
  idPagina: number;
  /** Sanitized before it reaches the DOM. */
  textoSeccao: string;
  /** A short plain-text lead shown above the text. */
  resumo?: string;
  imagem?: Imagem;
  slides: Slide[];
  anexos: Anexo[];
}

/** A page of the CMS; the navbar is built from the list of pages. */
export interface Pagina {
  idPagina: number;
  textoPagina: string;
  activo: boolean;
  menu: boolean;
  ordem: number;
  /** A plain-text description, used for the page's meta description. */
  descricao?: string;
  seccoesMenu: SeccaoMenu[];
  paginasFilhos: Pagina[];
}

/** A page with its full sections, from `paginas/pagina/{id}/{lang}/true`. */
export interface PaginaDetalhe extends Pagina {
  seccoes: Seccao[];
}

/** A picture with the size it is served at, so the layout reserves its space. */
export interface Imagem {
  idImagem: number;
  url: string;
  /** A smaller version for grids and cards. */
  miniaturaUrl: string;
  largura: number;
  altura: number;
  miniaturaLargura: number;
  miniaturaAltura: number;
  textoAlternativo: string;
  legenda?: string;
}
