import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Registo } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/Listagem/{lang}/true`: every active record of every group. */
export const obterListagemRegistos = () =>
  obter<Registo[]>(http.cms, `registos/Listagem/${LINGUA}/true`);

export const listagemRegistosQuery = () =>
  queryOptions({
    queryKey: ['cms', 'registos', 'listagem', LINGUA],
    queryFn: obterListagemRegistos,
  });

export const useListagemRegistos = () => useQuery(listagemRegistosQuery());
