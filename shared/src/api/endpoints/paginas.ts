import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaPagina, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaPagina, (pagina) => pagina.idPagina);

/** GET cms `paginas/{lang}`: every page, the navbar's source. */
const obterPaginas = () => obter(http.cms, `paginas/${LINGUA}`, resposta);

export const paginasQuery = () =>
  queryOptions({ queryKey: ['cms', 'paginas', LINGUA], queryFn: obterPaginas });

export const usePaginas = () => useQuery(paginasQuery());
