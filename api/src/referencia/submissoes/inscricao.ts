import { eventoPublico, type Evento } from '@site/shared/contract';

import type { RecusaInscricao } from './tipos';

/** What the sign-up checks need to know about an event. */
export type EventoInscrivel = Pick<
  Evento,
  'estado' | 'dataInicio' | 'dataFim' | 'inscricoesAbertas' | 'vagas'
>;

/**
 * Sign-ups need an existing public event that is open, has not ended and has room for everyone
 * signed up; undefined when this one may be stored.
 */
export function recusaDaInscricao(
  evento: EventoInscrivel | undefined,
  participantes: number,
  agora: Date,
): RecusaInscricao | undefined {
  if (!evento || !eventoPublico(evento)) return { estado: 'eventoIndisponivel' };
  const terminou = Date.parse(evento.dataFim || evento.dataInicio) < agora.getTime();
  if (!evento.inscricoesAbertas || terminou) return { estado: 'inscricoesEncerradas' };
  if (evento.vagas !== null && participantes > evento.vagas) {
    return { estado: 'semVagas', vagas: evento.vagas };
  }
  return undefined;
}
