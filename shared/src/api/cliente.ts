import type * as Esquemas from '@site/shared/contract/esquemas';

import {
  caminhoEndpoint,
  ENDPOINTS,
  type ArgumentosEndpoint,
  type NomeEndpoint,
} from '../contract/endpoints';

import { ErroRede } from './erros';
import type * as ModuloHttp from './http';

/** The HTTP client (axios) and the schemas that read its answers (zod), once loaded. */
export interface Cliente {
  http: typeof ModuloHttp.http;
  obter: typeof ModuloHttp.obter;
  enviar: typeof ModuloHttp.enviar;
  esquemas: typeof Esquemas;
}

let carregamento: Promise<Cliente> | null = null;

/**
 * Loads the client with the first request a page really sends: a page whose data came with its
 * HTML never downloads nor evaluates axios and zod. A failed load (the network dropped) is a
 * network error, and the next request tries again.
 */
function carregarCliente(): Promise<Cliente> {
  carregamento ??= Promise.all([import('./http'), import('@site/shared/contract/esquemas')]).then(
    ([modulo, esquemas]) => ({
      http: modulo.http,
      obter: modulo.obter,
      enviar: modulo.enviar,
      esquemas,
    }),
    () => {
      carregamento = null;
      throw new ErroRede();
    },
  );
  return carregamento;
}

/** What a screen may say of one of its reads: when it runs, and whether a failure is its own to show. */
export interface OpcoesLeitura {
  enabled?: boolean;
  /** `false`: a failure stays in the component (the footer's reads fail silently, spec §8). */
  throwOnError?: boolean;
}

/** Sends a request through the client, loading it first if needed. */
export async function pedir<T>(pedido: (cliente: Cliente) => Promise<T>): Promise<T> {
  return pedido(await carregarCliente());
}

/**
 * Where a request of the contract's endpoint table goes: its API's client and its path, filled.
 * `obter(...destino(http, 'evento', { idEvento: 15 }), esquema)` asks eve `eventos/15/pt`.
 */
export function destino<N extends NomeEndpoint>(
  http: Cliente['http'],
  nome: N,
  ...valores: ArgumentosEndpoint<N>
) {
  return [http[ENDPOINTS[nome].api], caminhoEndpoint(nome, ...valores)] as const;
}

/** A schema built once, from the schemas module, the first time a request reads with it. */
export function esquemaUmaVez<T>(
  construir: (esquemas: typeof Esquemas) => T,
): (esquemas: typeof Esquemas) => T {
  let esquema: T | undefined;
  return (esquemas) => (esquema ??= construir(esquemas));
}

/**
 * Points the client of the server renderer at the site's internal origin, with its own XSRF pair
 * (see `cliente-renderizador.ts`): loaded at once, since the renderer sends requests from its
 * first page.
 */
export async function prepararClienteRenderizador(origem: string): Promise<void> {
  await carregarCliente();
  (await import('./cliente-renderizador')).prepararClienteRenderizador(origem);
}
