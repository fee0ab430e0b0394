import type { z } from 'zod';

import {
  esquemaCancelamentoNewsletter,
  esquemaCandidatura,
  esquemaInscricaoEvento,
  esquemaMensagemContacto,
  esquemaNewsletter,
} from '@site/shared/contract/esquemas';

/**
 * The submissions (the spec's four, and leaving the newsletter): the shared schema each body is validated with, and the name its
 * idempotency keys are kept under (stored in every key's row: renaming one orphans its keys).
 */
export const SUBMISSOES = {
  newsletter: { esquema: esquemaNewsletter, endpoint: 'cms/newsletters' },
  cancelamentoNewsletter: {
    esquema: esquemaCancelamentoNewsletter,
    endpoint: 'cms/newsletters/cancelamento',
  },
  mensagemContacto: { esquema: esquemaMensagemContacto, endpoint: 'cms/formulariosRegistos' },
  inscricao: { esquema: esquemaInscricaoEvento, endpoint: 'eve/inscricoes' },
  candidatura: { esquema: esquemaCandidatura, endpoint: 'apl/candidaturas' },
} as const;

export type TipoSubmissao = keyof typeof SUBMISSOES;

/** A submission's body once its schema accepted it. */
export type DadosSubmissao<T extends TipoSubmissao> = z.output<(typeof SUBMISSOES)[T]['esquema']>;

/** A submission as the use-case takes it: validated, with what the request said around it. */
export interface PedidoSubmissao<T extends TipoSubmissao = TipoSubmissao> {
  tipo: T;
  dados: DadosSubmissao<T>;
  /** The idempotency key the client sent, if any. */
  chave?: string | undefined;
  /** Whether the captcha accepted the submission's token; undefined when no captcha is configured. */
  captchaAceite?: boolean | undefined;
}

/** What is kept of a stored submission, and what the client is told of it. */
export interface SubmissaoGuardada {
  id: number;
  /** ISO timestamp of when it was first stored. */
  recebidoEm: string;
  /**
   * Newsletter only: the address was already subscribed (or, leaving, had already left), nothing
   * new was stored.
   */
  jaExistia: boolean;
}

/** Why a sign-up is refused, from the event it names. */
export type RecusaInscricao =
  | { estado: 'eventoIndisponivel' }
  | { estado: 'inscricoesEncerradas' }
  | { estado: 'semVagas'; vagas: number };

/** What came of a submission. */
export type ResultadoSubmissao =
  /** Stored now, as a new row. */
  | { estado: 'guardada'; registo: SubmissaoGuardada }
  /** Nothing new stored: the newsletter address was already subscribed. */
  | { estado: 'jaExistia'; registo: SubmissaoGuardada }
  /** The key was seen before on this endpoint: what it stored then, nothing stored now. */
  | { estado: 'repetida'; registo: SubmissaoGuardada }
  /** The key was used on another endpoint. */
  | { estado: 'chaveNoutroPedido' }
  /** A captcha is configured and did not accept the token. */
  | { estado: 'captchaRecusado' }
  | RecusaInscricao;
