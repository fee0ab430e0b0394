import { useTiposEventos } from '@site/shared/api';
import type { Evento } from '@site/shared/contract';

/**
 * The name of an event's type: the event's own `tipoEvento`, or, when the CMS sends only the
 * type's id (the spec names no more), the name from the list of types (cached, shared with the
 * footer). `''` while unknown.
 */
export function useNomeTipoEvento(evento: Evento): string {
  const precisaDaLista = !evento.tipoEvento && evento.idTipoEvento !== null;
  const tipos = useTiposEventos({ enabled: precisaDaLista });
  if (!precisaDaLista) return evento.tipoEvento;
  return tipos.data?.find((tipo) => tipo.idTipoEvento === evento.idTipoEvento)?.tipoEvento ?? '';
}
