import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, registoPedido } from '../../contract';
import { destino, pedir } from '../cliente';

/** GET eve `eventos/{id}/{lang}`: one event. */
const obterEvento = (idEvento: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'evento', { idEvento }), esquemas.esquemaEvento),
  ).then((evento) => registoPedido(evento, 'idEvento', idEvento));

const eventoQuery = (idEvento: number) =>
  queryOptions({
    queryKey: ['eve', 'evento', idEvento, LINGUA],
    queryFn: () => obterEvento(idEvento),
  });

export const useEvento = (idEvento: number) => useQuery(eventoQuery(idEvento));
