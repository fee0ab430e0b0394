import type { FastifyInstance } from 'fastify';

import type { VerificadorCaptcha } from '../seguranca/bot-check';
import type { ArmazemIdempotente } from '../submissoes/idempotencia';
import type { EventoInscrivel } from '../submissoes/inscricao';
import type { Repositorio } from '../submissoes/repositorio';

export type { EventoInscrivel };

/**
 * The content side of the cms and eve bases: their GET routes (and the events listing, a read
 * sent as POST), plus the event look-up sign-ups need. The reference seed by default; another
 * CMS (`cms-minimo`) swaps in here while submissions stay with the reference backend.
 */
export interface LeiturasConteudo {
  /** Registers the reads of `/cms/api/v1/` on the base's instance. */
  cms: (app: FastifyInstance) => void;
  /** Registers the reads of `/eve/api/v1/` on the base's instance. */
  eve: (app: FastifyInstance) => void;
  /** The event a sign-up names, as this CMS knows it; undefined when it has no such event. */
  eventoDaInscricao: (idEvento: number) => EventoInscrivel | undefined;
  /**
   * Whether this CMS takes a withdrawal from the newsletter (`newsletters/cancelamento`, the
   * site's design): the reference backend does, the spec's minimal CMS does not.
   */
  cancelamentoNewsletter: boolean;
}

/** What the route modules need: the content's reads, the submission store and the bot check. */
export interface DependenciasApi {
  leituras: LeiturasConteudo;
  armazem: ArmazemIdempotente;
  repositorio: Repositorio;
  verificador: VerificadorCaptcha | null;
  /** The clock, injectable for tests (sign-ups close when an event has ended). */
  agora: () => Date;
}
