import type { Evento, TipoEvento } from '@site/shared/contract';
import { responderCom } from '@site/shared/testes';

import { TIPOS } from './fabrica-eventos';

/** The events service answers the list of events (a POST by classification) with `eventos`. */
export const servirEventos = (eventos: Evento[]) =>
  responderCom('post', '/eve/api/v1/eventos/classificacao', eventos);

/** The events service answers the event types with `tipos`. */
export const servirTipos = (tipos: TipoEvento[] = TIPOS) =>
  responderCom('get', '/eve/api/v1/tiposEventos/Lista/pt', tipos);

/** The events service answers the page of `evento`. */
export const servirEvento = (evento: Evento) =>
  responderCom('get', `/eve/api/v1/eventos/${evento.idEvento}/pt`, evento);
