import type { Pagina } from '@site/shared/contract';

/** A CMS page as the pages list gives it: active, in the menu, no sections nor children. */
export function paginaCms(
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
    ordem: idPagina,
    seccoesMenu: [],
    paginasFilhos: [],
    ...extra,
  };
}
