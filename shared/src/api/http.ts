import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { BASES_API, ENVELOPE_OK, XSRF_COOKIE, XSRF_HEADER, type Envelope } from '../contract';

import {
  ErroApi,
  ErroEnvelope,
  ErroHttp,
  ErroRede,
  ErroValidacao,
  mensagemPorStatus,
} from './erros';

const METODOS_SEGUROS = new Set(['get', 'head']);
const URL_ABSOLUTO = /^[a-z][a-z\d+\-.]*:|^\/\//i;

/** Spec §7: echo the XSRF cookie only on non-GET, non-HEAD requests to relative URLs. */
export function levaTokenXsrf(config: Pick<InternalAxiosRequestConfig, 'method' | 'url'>): boolean {
  const metodo = (config.method ?? 'get').toLowerCase();
  return !METODOS_SEGUROS.has(metodo) && !URL_ABSOLUTO.test(config.url ?? '');
}

function lerCookie(nome: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const par = document.cookie.split('; ').find((entrada) => entrada.startsWith(`${nome}=`));
  return par ? decodeURIComponent(par.slice(nome.length + 1)) : undefined;
}

/** Converts any axios failure into one of the typed errors of `erros.ts`. */
export function paraErroApi(erro: unknown): ErroApi {
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

/** Fields of the contract whose value the site puts in an href or a src. */
const CAMPOS_URL = new Set(['url', 'ligacao', 'imagemUrl', 'miniaturaUrl', 'fotografiaUrl']);

/**
 * Whether a URL would run script or open a document of its own (javascript:, vbscript:, data:),
 * however disguised: browsers ignore case, spaces and control characters in the scheme.
 */
export function urlPerigosa(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^(?:javascript|vbscript|data):/i.test(url.replace(/[\u0000-\u0020\u007F-\u009F]/g, ''));
}

/**
 * CMS data is not trusted: a URL field with a dangerous scheme arrives empty, so that no screen
 * (shell or remote) can put it in an href or src. Walks the value in place and returns it.
 */
export function neutralizarUrls<T>(valor: T): T {
  if (Array.isArray(valor)) {
    for (const item of valor) neutralizarUrls(item);
  } else if (valor && typeof valor === 'object') {
    const objecto = valor as Record<string, unknown>;
    for (const [chave, campo] of Object.entries(objecto)) {
      if (typeof campo === 'string') {
        if (CAMPOS_URL.has(chave) && urlPerigosa(campo)) objecto[chave] = '';
      } else {
        neutralizarUrls(campo);
      }
    }
  }
  return valor;
}

/** Unwraps an envelope, throwing {@link ErroEnvelope} when its `statusCode` is not 200. */
export function desembrulhar<T>(envelope: Envelope<T>): T {
  if (!envelope || typeof envelope !== 'object' || !('statusCode' in envelope)) {
    throw new ErroEnvelope(0, 'O serviço respondeu num formato inesperado.');
  }
  if (envelope.statusCode !== ENVELOPE_OK && envelope.statusCode !== 201) {
    throw new ErroEnvelope(envelope.statusCode, envelope.mensagem);
  }
  return neutralizarUrls(envelope.objecto);
}

const primingPorBase = new Map<string, Promise<unknown>>();

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
    await garantirCookieXsrf(instancia, config);
    return config;
  });
  instancia.interceptors.response.use(
    (resposta) => resposta,
    (erro: unknown) => Promise.reject(paraErroApi(erro)),
  );
  return instancia;
}

/** The one configured client per backend: CMS, events (eve) and applications (apl). */
export const http = {
  cms: criarInstancia(BASES_API.cms),
  eve: criarInstancia(BASES_API.eve),
  apl: criarInstancia(BASES_API.apl),
};

/** GET and unwrap. */
export async function obter<T>(instancia: AxiosInstance, caminho: string): Promise<T> {
  const resposta = await instancia.get<Envelope<T>>(caminho);
  return desembrulhar(resposta.data);
}

/** POST and unwrap; `chave` is the idempotency key that makes a retry safe. */
export async function enviar<T>(
  instancia: AxiosInstance,
  caminho: string,
  corpo: unknown,
  chave?: string,
): Promise<T> {
  const resposta = await instancia.post<Envelope<T>>(caminho, corpo, {
    headers: chave ? { 'Idempotency-Key': chave } : {},
  });
  return desembrulhar(resposta.data);
}
