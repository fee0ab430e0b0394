import type { Evento, TipoEvento } from '@site/shared/contract';
import { pedidoEndpoint, responderCom } from '@site/shared/testes';

import { TIPOS } from './fabrica-eventos';

/** The events service answers the list of events (a POST by classification) with `eventos`. */
export const servirEventos = (eventos: Evento[]) =>
  responderCom(...pedidoEndpoint('eventosClassificacao'), eventos);

/** The events service answers the event types with `tipos`. */
export const servirTipos = (tipos: TipoEvento[] = TIPOS) =>
  responderCom(...pedidoEndpoint('tiposEventos'), tipos);

/** The events service answers the page of `evento`. */
export const servirEvento = (evento: Evento) =>
  responderCom(...pedidoEndpoint('evento', { idEvento: evento.idEvento }), evento);
