import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type TipoEvento } from '../../contract';
import { http, obter } from '../http';

/** GET eve `tiposEventos/Lista/{lang}`: the event types. */
export const obterTiposEventos = () =>
  obter<TipoEvento[]>(http.eve, `tiposEventos/Lista/${LINGUA}`);

export const tiposEventosQuery = () =>
  queryOptions({ queryKey: ['eve', 'tiposEventos', LINGUA], queryFn: obterTiposEventos });

export const useTiposEventos = (opcoes: { enabled?: boolean } = {}) =>
  useQuery({ ...tiposEventosQuery(), ...opcoes });
