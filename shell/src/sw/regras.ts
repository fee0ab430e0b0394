import { BASE_API_SITE, PREFIXO_REMOTOS, PREFIXOS_API } from '@site/shared/contract';

/**
 * The service worker's rules, apart from Workbox so that they are tested as plain functions:
 * which request gets which strategy, the caches' names and their bounds.
 *
 * - `pagina`: a page address opened (a navigation): network first, the copy kept for offline;
 *   with neither, the offline page.
 * - `navegacao`: a file opened as a page (`/agenda.ics`, `/feed.xml`): the network only; the
 *   offline page when it fails.
 * - `federacao`: a file whose name does not change between deployments (`remoteEntry.js`,
 *   `mf-manifest.json`, the runtime configuration, any unhashed `/mf/` file): network first, so
 *   a remote redeployed alone is live on the next online load; the copy only offline.
 * - `recurso`: a content-hashed file (shell and remotes' chunks): cache first, it never changes.
 * - `imagem`: a CMS picture through the image endpoint: the copy at once, refreshed behind.
 * - none: the browser's own handling. The APIs (their data travels in each rendered page), other
 *   origins, the remotes' standalone pages, and every request that is not a GET: a form is never
 *   answered from a cache nor sent again behind the visitor's back.
 */
export type Estrategia = 'pagina' | 'navegacao' | 'federacao' | 'recurso' | 'imagem';

/** What the rules read of a request (`Request` has all of it). */
export interface PedidoTrabalhador {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}

/** A content-hashed file name (`main.3f2a9c1e0b.js`): the same rule as the servers' `immutable`. */
const NOME_COM_HASH = /\.[0-9a-f]{8,}\.[^/]*$/;
const TEM_EXTENSAO = /\/[^/]*\.[^/]+$/;
const FICHEIROS_FEDERACAO = ['/remoteEntry.js', '/mf-manifest.json'];
const PREFIXO_CONFIGURACAO = '/config/';
const PREFIXOS_DADOS = [...PREFIXOS_API, BASE_API_SITE];
/** The image endpoint (`/imagem?url=…&w=…`). */
const CAMINHO_IMAGEM = '/imagem';

const comecaPorUm = (caminho: string, prefixos: readonly string[]) =>
  prefixos.some((prefixo) => caminho.startsWith(prefixo));

/** The strategy of a request from the page at `origem`, or undefined: the browser handles it. */
export function estrategiaPara(
  { url, method, mode }: PedidoTrabalhador,
  origem: string,
): Estrategia | undefined {
  const endereco = new URL(url);
  if (method !== 'GET' || endereco.origin !== origem) return undefined;
  const caminho = endereco.pathname;
  if (comecaPorUm(caminho, PREFIXOS_DADOS)) return undefined;
  if (mode === 'navigate') {
    if (caminho.startsWith(PREFIXO_REMOTOS)) return undefined;
    return TEM_EXTENSAO.test(caminho) ? 'navegacao' : 'pagina';
  }
  if (caminho === CAMINHO_IMAGEM) return 'imagem';
  if (NOME_COM_HASH.test(caminho)) return 'recurso';
  if (
    caminho.startsWith(PREFIXO_REMOTOS) ||
    caminho.startsWith(PREFIXO_CONFIGURACAO) ||
    FICHEIROS_FEDERACAO.some((nome) => caminho.endsWith(nome))
  ) {
    return 'federacao';
  }
  return undefined;
}

const DIA = 24 * 60 * 60;

/** Each cached strategy's cache: its name and bounds (entries, age in seconds). */
export const CACHES_TRABALHADOR = {
  pagina: { nome: 'site-paginas-v1', entradas: 50, idadeSegundos: 7 * DIA },
  federacao: { nome: 'site-federacao-v1', entradas: 30, idadeSegundos: 30 * DIA },
  recurso: { nome: 'site-recursos-v1', entradas: 250, idadeSegundos: 30 * DIA },
  imagem: { nome: 'site-imagens-v1', entradas: 80, idadeSegundos: 7 * DIA },
} as const satisfies Record<Exclude<Estrategia, 'navegacao'>, unknown>;

/** How long a page waits for the network before its kept copy is shown (a flaky connection). */
export const ESPERA_REDE_PAGINA_SEGUNDOS = 5;

/** The page shown for an address that is neither reachable nor kept. */
export const PAGINA_SEM_LIGACAO = '/offline.html';

/** Whether a cache is one this worker no longer uses (an older version's name). */
export function cacheObsoleta(nome: string): boolean {
  const actuais: readonly string[] = Object.values(CACHES_TRABALHADOR).map(({ nome }) => nome);
  return nome.startsWith('site-') && !actuais.includes(nome);
}

/** The message a page sends the worker that has just taken it over (see registar.ts). */
export const MENSAGEM_GUARDAR_PAGINA = 'guardar-pagina';

/**
 * The page a worker must keep, with what it loaded: the first page of a visit is loaded before
 * the worker controls it, and is kept only through this message. Undefined for any other message.
 */
export function lerPedidoGuardar(
  dados: unknown,
): { pagina: string; recursos: string[] } | undefined {
  if (typeof dados !== 'object' || dados === null) return undefined;
  const { tipo, pagina, recursos } = dados as Record<string, unknown>;
  if (tipo !== MENSAGEM_GUARDAR_PAGINA || typeof pagina !== 'string') return undefined;
  const lista = Array.isArray(recursos) ? recursos : [];
  return { pagina, recursos: lista.filter((url): url is string => typeof url === 'string') };
}
