import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, registoPedido } from '../../contract';
import { destino, pedir } from '../cliente';

/** GET cms `paginas/pagina/{id}/{lang}/{comSeccoes}`: a page, with its full sections when asked. */
const obterPagina = (idPagina: number, comSeccoes = true) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'pagina', { idPagina, comSeccoes }), esquemas.esquemaPaginaDetalhe),
  ).then((pagina) => registoPedido(pagina, 'idPagina', idPagina));

export const paginaQuery = (idPagina: number) =>
  queryOptions({
    queryKey: ['cms', 'pagina', idPagina, LINGUA],
    queryFn: () => obterPagina(idPagina),
  });

export const usePagina = (idPagina: number) => useQuery(paginaQuery(idPagina));
