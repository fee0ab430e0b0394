import type { VerificadorCaptcha } from '../security/bot-check';
import type { Conteudo } from '../seed';
import type { ArmazemIdempotente } from '../submissoes/idempotencia';
import type { Repositorio } from '../submissoes/repositorio';

/** What the route modules need: the seeded content, the submission store and the bot check. */
export interface DependenciasApi {
  conteudo: Conteudo;
  armazem: ArmazemIdempotente;
  repositorio: Repositorio;
  verificador: VerificadorCaptcha | null;
  /** The clock, injectable for tests (sign-ups close when an event has ended). */
  agora: () => Date;
}
