import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaEvento, LINGUA } from '../../contract';
import { http, obter } from '../http';

/** GET eve `eventos/{id}/{lang}`: one event. */
const obterEvento = (idEvento: number) =>
  obter(http.eve, `eventos/${idEvento}/${LINGUA}`, esquemaEvento);

const eventoQuery = (idEvento: number) =>
  queryOptions({
    queryKey: ['eve', 'evento', idEvento, LINGUA],
    queryFn: () => obterEvento(idEvento),
  });

export const useEvento = (idEvento: number) => useQuery(eventoQuery(idEvento));
