// Pages, sections and pictures: their shapes are read by their schemas (esquemas/paginas.ts).
export type {
  Anexo,
  Banner,
  Imagem,
  Pagina,
  PaginaDetalhe,
  Seccao,
  SeccaoMenu,
  Slide,
} from './esquemas/paginas';

import type { Pagina } from './esquemas/paginas';

/**
 * A page of the pages list as the site itself writes one (the navbar's own menu, the test kit's
 * pages): active, in the menu, without description, sections or children unless `extra` says.
 */
export function paginaMenu(
  idPagina: number,
  textoPagina: string,
  extra: Partial<Pagina> = {},
): Pagina {
  return {
    idPagina,
    textoPagina,
    descricao: '',
    activo: true,
    menu: true,
    ordem: 0,
    seccoesMenu: [],
    paginasFilhos: [],
    ...extra,
  };
}
