import type { Evento, TipoEvento } from './eventos';
import type { Pagina } from './paginas';
import { slugify } from './regras';
import { rotaDaPagina } from './rotas';

/** The address of an event's page: `/eventos/{idEvento}/{title slug}`. */
export function caminhoEvento(evento: Pick<Evento, 'idEvento' | 'titulo'>): string {
  return `/eventos/${evento.idEvento}/${slugify(evento.titulo)}`;
}

/** The address of an event type's page: `/eventos/tipos/{idTipoEvento}/{type slug}` (spec §2). */
export function caminhoTipoEvento(tipo: Pick<TipoEvento, 'idTipoEvento' | 'tipoEvento'>): string {
  return `/eventos/tipos/${tipo.idTipoEvento}/${slugify(tipo.tipoEvento)}`;
}

/** The address of a generic CMS page: `/pagina/{idPagina}/{title slug}`. */
export function caminhoPagina(pagina: Pick<Pagina, 'idPagina' | 'textoPagina'>): string {
  return `/pagina/${pagina.idPagina}/${slugify(pagina.textoPagina)}`;
}

/** Where a CMS page leads from the navbar or the footer: its fixed route, or its generic page. */
export function destinoPagina(
  pagina: Pick<Pagina, 'idPagina' | 'textoPagina'>,
  slugAssociacao: string,
): string {
  return rotaDaPagina(pagina.idPagina, slugAssociacao) ?? caminhoPagina(pagina);
}
