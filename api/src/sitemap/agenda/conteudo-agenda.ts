import { eventosVisiveis, type Evento, type TipoEvento } from '@site/shared/contract';

import { parteEventos, parteTiposEventos, type LeitorConteudo } from '../conteudo';
import type { Ronda } from '../partes';

/** What the calendars and the feed are made from: the public events and the event types. */
export interface ConteudoAgenda {
  /** The public events only (`eventosVisiveis`), newest start first; undefined: never read. */
  eventos: Evento[] | undefined;
  /** Undefined: never read. */
  tipos: TipoEvento[] | undefined;
}

/** Reads the events and their types as the site does, each a part of `ronda`. */
export async function lerAgenda(ler: LeitorConteudo, ronda: Ronda): Promise<ConteudoAgenda> {
  const { eventos, tipos } = await ronda.ler({
    eventos: parteEventos(ler),
    tipos: parteTiposEventos(ler),
  });
  return { eventos: eventos && eventosVisiveis(eventos), tipos };
}
