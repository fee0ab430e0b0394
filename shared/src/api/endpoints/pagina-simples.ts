import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Pagina } from '../../contract';
import { http, obter } from '../http';

/** GET cms `paginas/pagina/{id}`: a page's menu entry, in the default language. */
export const obterPaginaSimples = (idPagina: number) =>
  obter<Pagina>(http.cms, `paginas/pagina/${idPagina}`);

export const paginaSimplesQuery = (idPagina: number) =>
  queryOptions({
    queryKey: ['cms', 'pagina-simples', idPagina],
    queryFn: () => obterPaginaSimples(idPagina),
  });

export const usePaginaSimples = (idPagina: number) => useQuery(paginaSimplesQuery(idPagina));
