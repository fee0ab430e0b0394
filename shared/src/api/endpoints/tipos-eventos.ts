import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaTipoEvento, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaTipoEvento, (tipo) => tipo.idTipoEvento);

/** GET eve `tiposEventos/Lista/{lang}`: the event types. */
const obterTiposEventos = () => obter(http.eve, `tiposEventos/Lista/${LINGUA}`, resposta);

const tiposEventosQuery = () =>
  queryOptions({ queryKey: ['eve', 'tiposEventos', LINGUA], queryFn: obterTiposEventos });

export const useTiposEventos = (opcoes: { enabled?: boolean } = {}) =>
  useQuery({ ...tiposEventosQuery(), ...opcoes });
