import type { DehydratedState } from '@tanstack/react-query';

import { MENSAGENS } from '../contract';

/** The kinds of failure, with the name each error class reports (kept literal: bundles minify class names). */
const NOMES = {
  rede: 'ErroRede',
  http: 'ErroHttp',
  envelope: 'ErroEnvelope',
  formato: 'ErroFormato',
  validacao: 'ErroValidacao',
} as const;

/** Base of every error the API client throws; `message` is Portuguese and fit to show. */
export abstract class ErroApi<T extends keyof typeof NOMES = keyof typeof NOMES> extends Error {
  protected constructor(
    readonly tipo: T,
    message: string,
  ) {
    super(message);
    this.name = NOMES[tipo];
  }
}

/** The request never got an answer (offline, DNS, connection refused, timeout). */
export class ErroRede extends ErroApi<'rede'> {
  constructor(message: string = MENSAGENS.semLigacao) {
    super('rede', message);
  }
}

/** The server answered with an HTTP error status. */
export class ErroHttp extends ErroApi<'http'> {
  constructor(
    readonly status: number,
    message = mensagemPorStatus(status),
    /**
     * The status is the answer itself, to show as it is and not to retry: a service that says it
     * is unavailable for now (the site search's 503 with Retry-After). See {@link eResposta}.
     */
    readonly resposta = false,
  ) {
    super('http', message);
  }
}

/**
 * The record asked for does not exist (404, 410): an answer, not a fault. A server render shows it
 * (the page's "not found" state, and HTTP 404) instead of leaving the block to the browser.
 */
export function eNaoEncontrado(erro: unknown): erro is ErroHttp {
  return erro instanceof ErroHttp && (erro.status === 404 || erro.status === 410);
}

/**
 * An error that is an answer: "not found", or a service that said it is unavailable for now. A
 * server render shows it (rendered and handed to the browser, which shows it alike and does not
 * ask again while hydrating) instead of leaving the block to the browser.
 */
export function eResposta(erro: unknown): erro is ErroHttp {
  return eNaoEncontrado(erro) || (erro instanceof ErroHttp && erro.resposta);
}

/** An answered error as the server's page hands it to the browser, in JSON. */
interface RespostaSerializada {
  resposta: number;
  mensagem: string;
}

/** The JSON form of an answered error ({@link eResposta}); any other error is not handed over. */
export function serializarResposta(erro: unknown): RespostaSerializada | undefined {
  return eResposta(erro) ? { resposta: erro.status, mensagem: erro.message } : undefined;
}

/** The error back from its JSON form, so that the page renders as it did on the server. */
export function reviverResposta(valor: unknown): ErroHttp | undefined {
  if (typeof valor !== 'object' || valor === null) return undefined;
  const { resposta, mensagem } = valor as Partial<RespostaSerializada>;
  return typeof resposta === 'number' && typeof mensagem === 'string'
    ? new ErroHttp(resposta, mensagem, true)
    : undefined;
}

/**
 * A dehydrated query cache with each query's error passed through `converter`: the server hands
 * its answered errors to the browser as JSON ({@link serializarResposta}) and the browser turns
 * them back into errors ({@link reviverResposta}).
 */
export function converterErrosConsultas(
  estado: DehydratedState,
  converter: (erro: unknown) => unknown,
): DehydratedState {
  return {
    ...estado,
    queries: estado.queries.map((query) =>
      query.state.error
        ? { ...query, state: { ...query.state, error: converter(query.state.error) } }
        : query,
    ),
  } as DehydratedState;
}

/** HTTP 200, but the envelope's `statusCode` says the call failed. */
export class ErroEnvelope extends ErroApi<'envelope'> {
  constructor(
    readonly statusCode: number,
    message: string = MENSAGENS.envelopeFalhado,
  ) {
    super('envelope', message);
  }
}

/** The answer did not have the shape the site can read (a string, `null`, a list for an object). */
export class ErroFormato extends ErroApi<'formato'> {
  constructor(message: string = MENSAGENS.formatoIlegivel) {
    super('formato', message);
  }
}

/** The server refused a submission; `campos` maps each field to its Portuguese message. */
export class ErroValidacao extends ErroApi<'validacao'> {
  constructor(
    readonly campos: Readonly<Record<string, string>>,
    message: string = MENSAGENS.camposInvalidos,
  ) {
    super('validacao', message);
  }
}

const POR_STATUS: Readonly<Partial<Record<number, string>>> = {
  403: MENSAGENS.xsrf,
  404: MENSAGENS.naoEncontrado,
  409: MENSAGENS.pedidoRepetido,
  413: MENSAGENS.demasiadoGrande,
  429: MENSAGENS.demasiadosPedidos,
};

/** A Portuguese message for an HTTP status the answer gave no message for. */
export function mensagemPorStatus(status: number): string {
  return POR_STATUS[status] ?? (status >= 500 ? MENSAGENS.indisponivel : MENSAGENS.generico);
}

/** Whether an error is worth retrying automatically (network or server faults, not refusals). */
export function erroTransitorio(erro: unknown): boolean {
  if (erro instanceof ErroRede) return true;
  if (erro instanceof ErroHttp)
    return !erro.resposta && (erro.status >= 500 || erro.status === 429);
  return false;
}
