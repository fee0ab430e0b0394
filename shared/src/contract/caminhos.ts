import type { Evento, TipoEvento } from './eventos';
import { slugify } from './regras';

/** The address of an event's page: `/eventos/{idEvento}/{title slug}`. */
export function caminhoEvento(evento: Pick<Evento, 'idEvento' | 'titulo'>): string {
  return `/eventos/${evento.idEvento}/${slugify(evento.titulo)}`;
}

/** The address of an event type's page: `/eventos/tipos/{idTipoEvento}/{type slug}` (spec §2). */
export function caminhoTipoEvento(tipo: Pick<TipoEvento, 'idTipoEvento' | 'tipoEvento'>): string {
  return `/eventos/tipos/${tipo.idTipoEvento}/${slugify(tipo.tipoEvento)}`;
}
