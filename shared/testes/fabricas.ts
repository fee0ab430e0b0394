import { paginaMenu, type Pagina, type PaginaDetalhe, type Seccao } from '@site/shared/contract';

import { esquemaPaginaDetalhe } from '../src/contract/esquemas';

/** A CMS page as the pages list gives it: active, in the menu, no sections nor children. */
export const paginaCms = (idPagina: number, textoPagina: string, extra: Partial<Pagina> = {}) =>
  paginaMenu(idPagina, textoPagina, { ordem: idPagina, ...extra });

/** A CMS page as its own endpoint gives it, read through the contract: first in order, with `seccoes`. */
export function paginaDetalhe(
  idPagina: number,
  textoPagina: string,
  seccoes: Seccao[] = [],
  extra: Partial<Pagina> = {},
): PaginaDetalhe {
  return esquemaPaginaDetalhe.parse({
    ...paginaCms(idPagina, textoPagina, { ordem: 1, ...extra }),
    seccoes,
  });
}
