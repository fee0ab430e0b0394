import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaPaginaDetalhe, LINGUA } from '../../contract';
import { http, obter } from '../http';

/** GET cms `paginas/pagina/{id}/{lang}/{comSeccoes}`: a page, with its full sections when asked. */
const obterPagina = (idPagina: number, comSeccoes = true) =>
  obter(http.cms, `paginas/pagina/${idPagina}/${LINGUA}/${comSeccoes}`, esquemaPaginaDetalhe);

export const paginaQuery = (idPagina: number) =>
  queryOptions({
    queryKey: ['cms', 'pagina', idPagina, LINGUA],
    queryFn: () => obterPagina(idPagina),
  });

export const usePagina = (idPagina: number) => useQuery(paginaQuery(idPagina));
