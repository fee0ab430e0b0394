import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { XSRF_COOKIE } from '../contract';

const METODOS_SEGUROS = new Set(['get', 'head']);
const URL_ABSOLUTO = /^[a-z][a-z\d+\-.]*:|^\/\//i;

/** Spec §7: echo the XSRF cookie only on non-GET, non-HEAD requests to relative URLs. */
export function levaTokenXsrf(config: Pick<InternalAxiosRequestConfig, 'method' | 'url'>): boolean {
  const metodo = (config.method ?? 'get').toLowerCase();
  return !METODOS_SEGUROS.has(metodo) && !URL_ABSOLUTO.test(config.url ?? '');
}

/**
 * How the client's unsafe requests carry their XSRF token: the browser's way (`xsrfNavegador`) unless
 * the server renderer registers its own (`cliente-renderizador.ts`).
 */
export interface EstrategiaXsrf {
  /** Before a request leaves: puts its token in place (axios's own step copies the cookie's). */
  preparar(
    instancia: AxiosInstance,
    config: InternalAxiosRequestConfig,
  ): Promise<InternalAxiosRequestConfig>;
  /** A refused request that is to be sent once more, or null. */
  reenvio(erro: unknown): InternalAxiosRequestConfig | null;
  /** A request's answer (or failure) has come. */
  terminar?(config: InternalAxiosRequestConfig | undefined): void;
}

function lerCookie(nome: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const par = document.cookie.split('; ').find((entrada) => entrada.startsWith(`${nome}=`));
  return par ? decodeURIComponent(par.slice(nome.length + 1)) : undefined;
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

/**
 * What the client knows of an unsafe request's XSRF step (string keys: axios keeps them when
 * merging): the cookie's token when it was sent (axios copies it into the header on a copy of the
 * config), and whether the request is already a second attempt.
 */
type ConfigReenviavel = InternalAxiosRequestConfig & {
  tokenXsrf?: string;
  reenviadoXsrf?: true;
  fimLeitura?: () => void;
};

/** Each API's reads under way. */
const leiturasPorApi = new WeakMap<AxiosInstance, Set<Promise<void>>>();

/** How long an unsafe request waits at most behind its API's reads. */
const ESPERA_LEITURAS_MS = 3000;

function leiturasDe(instancia: AxiosInstance): Set<Promise<void>> {
  let leituras = leiturasPorApi.get(instancia);
  if (!leituras) {
    leituras = new Set();
    leiturasPorApi.set(instancia, leituras);
  }
  return leituras;
}

/** A read of the API starts: an unsafe request of the API waits for it. */
function comecarLeitura(leituras: Set<Promise<void>>, config: ConfigReenviavel): void {
  let terminar = () => undefined as void;
  const leitura = new Promise<void>((pronto) => (terminar = pronto));
  leituras.add(leitura);
  config.fimLeitura = () => {
    leituras.delete(leitura);
    terminar();
  };
}

/**
 * An unsafe request waits until its API's reads already under way have answered (3 s at most): a
 * backend that gives a new token with every answer (ours gives one only to a visitor who has
 * none, and the page's own answer gives it first) would otherwise replace the cookie between the
 * moment the request reads it and the moment it arrives.
 */
async function esperarLeituras(leituras: Set<Promise<void>>): Promise<void> {
  if (leituras.size === 0) return;
  let prazo: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(leituras),
    new Promise<void>((pronto) => (prazo = setTimeout(pronto, ESPERA_LEITURAS_MS))),
  ]);
  clearTimeout(prazo);
}

/**
 * The browser's way: the cookie the page's own answer set (or the backend, asked first when
 * there is none), echoed in the header by axios as the request leaves, each unsafe request
 * waiting for its API's reads under way ({@link esperarLeituras}).
 *
 * An unsafe request refused (403) because the XSRF cookie changed under it is sent again. A backend
 * gives a new token to every answer to a request that had none, so on a first visit the answers of
 * parallel reads (images, the footer's data) can replace the token between the moment a POST reads
 * it and the moment it leaves. Such a request is sent again, once, with the token now in the
 * cookie: it was refused before anything was done, and a submission carries its idempotency key.
 * A refusal with the token unchanged is a real one and stays an error.
 */
export const xsrfNavegador: EstrategiaXsrf = {
  async preparar(instancia, config) {
    const reenviavel: ConfigReenviavel = config;
    const leituras = leiturasDe(instancia);
    if (!levaTokenXsrf(config)) {
      if (METODOS_SEGUROS.has((config.method ?? 'get').toLowerCase())) {
        comecarLeitura(leituras, reenviavel);
      }
      return reenviavel;
    }
    await esperarLeituras(leituras);
    await garantirCookieXsrf(instancia, config);
    reenviavel.tokenXsrf = lerCookie(XSRF_COOKIE);
    return reenviavel;
  },
  terminar(config) {
    (config as ConfigReenviavel | undefined)?.fimLeitura?.();
  },
  reenvio(erro) {
    if (!(erro instanceof AxiosError) || erro.response?.status !== 403 || !erro.config) return null;
    const config: ConfigReenviavel = erro.config;
    if (config.reenviadoXsrf || !levaTokenXsrf(config)) return null;
    const actual = lerCookie(XSRF_COOKIE);
    if (!actual || actual === config.tokenXsrf) return null;
    const segunda: ConfigReenviavel = { ...config, reenviadoXsrf: true };
    return segunda;
  },
};
