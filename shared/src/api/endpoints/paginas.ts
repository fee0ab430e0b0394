import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Pagina } from '../../contract';
import { http, obter } from '../http';

/** GET cms `paginas/{lang}`: every page, the navbar's source. */
export const obterPaginas = () => obter<Pagina[]>(http.cms, `paginas/${LINGUA}`);

export const paginasQuery = () =>
  queryOptions({ queryKey: ['cms', 'paginas', LINGUA], queryFn: obterPaginas });

export const usePaginas = () => useQuery(paginasQuery());
