import { eventosVisiveis, type Evento, type TipoEvento } from '@site/shared/contract';

import { lerEventos, lerPartes, lerTiposEventos, type LeitorConteudo } from '../conteudo';

/** What the calendars and the feed are made from: the public events and the event types. */
export interface ConteudoAgenda {
  /** The public events only (`eventosVisiveis`), newest start first. */
  eventos: Evento[];
  tipos: TipoEvento[];
}

/**
 * Reads the events and their types as the site does (the default classification in Portuguese,
 * the contract's schemas); rejects with `ConteudoIndisponivel` naming the part that failed.
 */
export async function lerAgenda(ler: LeitorConteudo): Promise<ConteudoAgenda> {
  const { eventos, 'tipos de eventos': tipos } = await lerPartes({
    eventos: lerEventos(ler),
    'tipos de eventos': lerTiposEventos(ler),
  });
  return { eventos: eventosVisiveis(eventos), tipos };
}
