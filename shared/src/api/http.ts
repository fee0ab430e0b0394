import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';

import { lerResposta } from '@site/shared/contract/esquemas';

import {
  BASES_API,
  ENVELOPE_CRIADO,
  ENVELOPE_OK,
  IDEMPOTENCY_HEADER,
  NOMES_API,
  XSRF_COOKIE,
  XSRF_HEADER,
  type Envelope,
} from '../contract';

import {
  ErroApi,
  ErroEnvelope,
  ErroFormato,
  ErroHttp,
  ErroRede,
  ErroValidacao,
  mensagemPorStatus,
} from './erros';

const METODOS_SEGUROS = new Set(['get', 'head']);
const URL_ABSOLUTO = /^[a-z][a-z\d+\-.]*:|^\/\//i;

/** Spec §7: echo the XSRF cookie only on non-GET, non-HEAD requests to relative URLs. */
function levaTokenXsrf(config: Pick<InternalAxiosRequestConfig, 'method' | 'url'>): boolean {
  const metodo = (config.method ?? 'get').toLowerCase();
  return !METODOS_SEGUROS.has(metodo) && !URL_ABSOLUTO.test(config.url ?? '');
}

function lerCookie(nome: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const par = document.cookie.split('; ').find((entrada) => entrada.startsWith(`${nome}=`));
  return par ? decodeURIComponent(par.slice(nome.length + 1)) : undefined;
}

/** Converts any axios failure into one of the typed errors of `erros.ts`. */
function paraErroApi(erro: unknown): ErroApi {
  if (erro instanceof ErroApi) return erro;
  if (erro instanceof AxiosError) {
    const resposta = erro.response;
    if (!resposta) return new ErroRede();
    const corpo = resposta.data as Partial<Envelope<unknown>> | undefined;
    const mensagem = typeof corpo?.mensagem === 'string' ? corpo.mensagem : undefined;
    if (resposta.status === 400 && corpo?.erros && typeof corpo.erros === 'object') {
      return new ErroValidacao(corpo.erros, mensagem);
    }
    return new ErroHttp(resposta.status, mensagem ?? mensagemPorStatus(resposta.status));
  }
  return new ErroRede();
}

const primingPorBase = new Map<string, Promise<unknown>>();

/** The server renderer's own double-submit token: it has no browser cookie to echo. */
let tokenServidor: string | null = null;

/** Unsafe requests need the XSRF cookie: ask the backend for one first if there is none yet. */
async function garantirCookieXsrf(instancia: AxiosInstance, config: InternalAxiosRequestConfig) {
  if (!levaTokenXsrf(config) || lerCookie(XSRF_COOKIE) || typeof document === 'undefined') return;
  const base = config.baseURL ?? '';
  let pedido = primingPorBase.get(base);
  if (!pedido) {
    pedido = instancia.head('', { validateStatus: () => true }).catch(() => undefined);
    primingPorBase.set(base, pedido);
  }
  await pedido;
  primingPorBase.delete(base);
}

/**
 * What the client knows of an unsafe request's XSRF step (string keys: axios keeps them when
 * merging): the cookie's token when it was sent (axios copies it into the header on a copy of the
 * config), and whether the request is already a second attempt.
 */
type ConfigReenviavel = InternalAxiosRequestConfig & { tokenXsrf?: string; reenviadoXsrf?: true };

/**
 * An unsafe request refused (403) because the XSRF cookie changed under it. A backend gives a new
 * token to every answer to a request that had none, so on a first visit the answers of parallel
 * reads (images, the footer's data) can replace the token between the moment a POST reads it and
 * the moment it leaves. Such a request is sent again, once, with the token now in the cookie: it
 * was refused before anything was done, and a submission carries its idempotency key. A refusal
 * with the token unchanged is a real one and stays an error.
 */
function reenvioPorTokenMudado(erro: unknown): ConfigReenviavel | null {
  if (!(erro instanceof AxiosError) || erro.response?.status !== 403 || !erro.config) return null;
  const config: ConfigReenviavel = erro.config;
  if (config.reenviadoXsrf || tokenServidor || !levaTokenXsrf(config)) return null;
  const actual = lerCookie(XSRF_COOKIE);
  return actual && actual !== config.tokenXsrf ? config : null;
}

function criarInstancia(baseURL: string): AxiosInstance {
  const instancia = axios.create({
    baseURL,
    timeout: 20_000,
    headers: { Accept: 'application/json' },
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    withXSRFToken: (config) => levaTokenXsrf(config),
  });
  instancia.interceptors.request.use(async (config) => {
    if (tokenServidor) {
      if (levaTokenXsrf(config)) {
        config.headers.set('Cookie', `${XSRF_COOKIE}=${tokenServidor}`);
        config.headers.set(XSRF_HEADER, tokenServidor);
      }
      return config;
    }
    await garantirCookieXsrf(instancia, config);
    const reenviavel: ConfigReenviavel = config;
    if (levaTokenXsrf(config)) reenviavel.tokenXsrf = lerCookie(XSRF_COOKIE);
    return reenviavel;
  });
  instancia.interceptors.response.use(
    (resposta) => resposta,
    (erro: unknown) => {
      const reenvio = reenvioPorTokenMudado(erro);
      if (reenvio) {
        const segunda: ConfigReenviavel = { ...reenvio, reenviadoXsrf: true };
        return instancia.request(segunda);
      }
      return Promise.reject(paraErroApi(erro));
    },
  );
  return instancia;
}

/** The one configured client per backend: CMS, events (eve) and applications (apl). */
export const http = {
  cms: criarInstancia(BASES_API.cms),
  eve: criarInstancia(BASES_API.eve),
  apl: criarInstancia(BASES_API.apl),
};

/**
 * The client of the server renderer, which is not a page of the site: it asks the backends at the
 * site's internal origin (`http://gateway:8080`), and its unsafe reads (the events list is a POST)
 * carry a double-submit pair of its own, cookie and header, as a browser's would.
 */
export function prepararClienteServidor(origem: string): void {
  for (const base of NOMES_API) {
    http[base].defaults.baseURL = new URL(BASES_API[base], origem).href;
  }
  tokenServidor = globalThis.crypto.randomUUID();
}

/** Reasons already logged, per endpoint: each is logged once per page. */
const registados = new Set<string>();

function avisarUmaVez(pedido: string, motivo: string, texto: string): void {
  const chave = `${pedido}\n${motivo}`;
  if (registados.has(chave)) return;
  registados.add(chave);
  console.warn(`[${pedido}] ${texto}`);
}

/**
 * Reads an answer with the endpoint's schema (see `lerResposta` in the contract): dropped items
 * are logged once per endpoint and reason; a failed envelope or a wrong shape becomes a typed
 * error for that query, never an exception in a screen.
 */
export function lerComEsquema<T extends z.ZodType>(
  esquema: T,
  corpo: unknown,
  pedido: string,
  opcoes?: Parameters<typeof lerResposta>[2],
): z.output<T> {
  const leitura = lerResposta(esquema, corpo, opcoes);
  if (leitura.ok) {
    for (const [motivo, quantos] of leitura.descartes) {
      avisarUmaVez(pedido, motivo, `${quantos} item(s) ignorado(s): ${motivo}`);
    }
    return leitura.dados;
  }
  if (leitura.falha === 'envelope') throw new ErroEnvelope(leitura.statusCode, leitura.mensagem);
  avisarUmaVez(pedido, leitura.motivo, `resposta com formato inesperado: ${leitura.motivo}`);
  throw new ErroFormato();
}

/**
 * The endpoint a request is for, as the logs name it: numeric path segments (ids) become `{id}`,
 * so a reason is logged once per endpoint, not once per album or event.
 */
const nomePedido = (instancia: AxiosInstance, metodo: string, caminho: string) =>
  `${metodo} ${instancia.defaults.baseURL ?? ''}${caminho.replace(/(^|\/)\d+(?=\/|$)/g, '$1{id}')}`;

/** GET and read with the endpoint's schema. */
export async function obter<T extends z.ZodType>(
  instancia: AxiosInstance,
  caminho: string,
  esquema: T,
): Promise<z.output<T>> {
  const resposta = await instancia.get<unknown>(caminho);
  return lerComEsquema(esquema, resposta.data, nomePedido(instancia, 'GET', caminho));
}

/** POST and read with the endpoint's schema; `chave` is the idempotency key that makes a retry safe. */
export async function enviar<T extends z.ZodType>(
  instancia: AxiosInstance,
  caminho: string,
  corpo: unknown,
  esquema: T,
  opcoes: { chave?: string; submissao?: boolean } = {},
): Promise<z.output<T>> {
  const resposta = await instancia.post<unknown>(caminho, corpo, {
    headers: opcoes.chave ? { [IDEMPOTENCY_HEADER]: opcoes.chave } : {},
  });
  return lerComEsquema(
    esquema,
    resposta.data,
    nomePedido(instancia, 'POST', caminho),
    opcoes.submissao ? OPCOES_SUBMISSAO : undefined,
  );
}

/** A submission is stored (200, or 201 Created) whatever the backend puts in `objecto`. */
const OPCOES_SUBMISSAO = { aceites: [ENVELOPE_OK, ENVELOPE_CRIADO], semObjecto: true } as const;
