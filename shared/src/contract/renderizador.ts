import type { OpcoesOps } from './ops/ambiente-ops';
import type { NomeRemoto } from './remotos';

/*
 * The join between the shell's server renderer (`shell/src/renderizador`, built to
 * `shell/dist-servidor/servidor.cjs`) and the programs that load it (the local site, the ssr
 * image): what they ask of it and what it answers. Types only: nothing here reaches a bundle.
 */

/**
 * How an answer was had: rendered now (MISS), from the cache (HIT), a stale copy, or, when no
 * render could be admitted and no copy is kept, the page left for the browser to render (BROWSER).
 */
export type OrigemResposta = 'MISS' | 'HIT' | 'STALE' | 'STALE-IF-ERROR' | 'BROWSER';

/** One page as the renderer answers it, ready to be sent over HTTP. */
export interface RespostaPagina {
  /** The HTTP status: 200, 404 for an unknown address or record, 301 for an old address. */
  status: number;
  cabecalhos: Record<string, string>;
  corpo: string;
  /**
   * The body gzip-compressed, made once per render: a shared cache in front keeps it as is and
   * sends it without compressing each answer again.
   */
  corpoGzip?: Uint8Array;
  /** Sent as `X-Cache`. */
  cache: OrigemResposta;
}

/** The shell build's application chunk files (`recursos-arranque.json`), linked from each head. */
export interface RecursosArranque {
  css: string[];
  js: string[];
}

/** The renderer's settings, read from the environment by `lerDefinicoes` (docker/README.md). */
export interface DefinicoesRenderizador {
  /** HOST and PORT: where the ssr image's HTTP server listens. */
  host: string;
  porta: number;
  /** SITE_INTERNO_URL: where the remotes' entries and the APIs answer the renderer. */
  origemInterna: string;
  /** MODELO_HTML and RECURSOS_ARRANQUE: the shell build's files, by path. */
  ficheiroModeloHtml: string;
  ficheiroRecursosArranque: string;
  /** SSR_PRAZO_MS: how long a render waits for data before sending what is ready. */
  prazoMs: number;
  /**
   * SSR_PRAZO_FUNDO_MS: how long a render no visitor waits for waits for data (a stale page
   * rendered again, or a page whose render missed SSR_PRAZO_MS finished to be kept).
   */
  prazoFundoMs: number;
  /** SSR_CACHE_SEGUNDOS: a rendered page is served as is for this long… */
  frescaMs: number;
  /** SSR_CACHE_OBSOLETO_SEGUNDOS: …then for this long more while it is rendered again. */
  obsoletaMs: number;
  /** SSR_CACHE_ERRO_SEGUNDOS: how long the last good copy is kept for when a render fails. */
  erroMs: number;
  /** SSR_CACHE_ENTRADAS and SSR_CACHE_MB: how many pages are kept, and in how many bytes at most. */
  maxEntradas: number;
  maxBytes: number;
  /** SSR_RENDERIZACOES: renders running at once… */
  simultaneas: number;
  /** …SSR_FILA: renders waiting for a slot, each for SSR_FILA_PRAZO_MS at most (then refused). */
  fila: number;
  prazoFilaMs: number;
  /** SSR_REMOTOS_VALIDADE_MS: how often a remote's server entry is checked for a new deployment. */
  validadeRemotosMs: number;
  /** The origin of CAPTCHA_SCRIPT_URL, which the pages' Content-Security-Policy allows. */
  origemCaptcha: string | undefined;
  /** METRICS_HOST and METRICS_PORT: the ssr image's ops address (`/metrics`, `/versoes`). */
  ops: OpcoesOps;
}

/** What a renderer is made with: its settings, and the shell build's files as read. */
export interface OpcoesRenderizador extends Pick<
  DefinicoesRenderizador,
  | 'origemInterna'
  | 'prazoMs'
  | 'prazoFundoMs'
  | 'frescaMs'
  | 'obsoletaMs'
  | 'erroMs'
  | 'maxEntradas'
  | 'maxBytes'
  | 'simultaneas'
  | 'fila'
  | 'prazoFilaMs'
  | 'validadeRemotosMs'
> {
  /** The shell's built `index.html`, as text. */
  modeloHtml: string;
  recursosArranque: RecursosArranque;
  /** The runtime configuration as served; by default `/config/site.json` at the internal origin. */
  obterConfiguracao?: () => Promise<unknown>;
  agora?: () => number;
  /** Measure renders, admission and remote loads (default true; false when METRICS_PORT=off). */
  medir?: boolean;
}

/** What the renderer renders one remote with now (the ops `/versoes`). */
export interface EstadoRemoto {
  /** The build version of the server entry it renders with (`1.0.0+795c059`). */
  versao: string;
  /** That server entry's address. */
  entrada: string;
  /** The version the remote's browser `mf-manifest.json` names: the browser's build deployed now. */
  manifesto: string;
  /** When the server entry was last checked (ISO 8601). */
  verificadoEm: string;
}

/** The versions a renderer works with, live. */
export interface VersoesRenderizador {
  /** The renderer's own build: the shell's. */
  shell: string;
  remotos: Partial<Record<NomeRemoto, EstadoRemoto>>;
}

/** The service that answers pages. */
export interface Renderizador {
  /**
   * The answer for `caminho` (path and query) asked at `origemPublica`; rejects only when there is
   * no page to give at all, and the caller then sends the browser-rendered page.
   */
  responder(caminho: string, origemPublica: string): Promise<RespostaPagina>;
  /**
   * Its own metric families (`ssr_*`) in Prometheus' text format, for the ops address of the
   * process that runs it (which adds the process's families); empty when not measured.
   */
  metricas(): Promise<string>;
  versoes(): VersoesRenderizador;
}

/** What the server build (`servidor.cjs`) exports. */
export interface ModuloRenderizador {
  /** Reads the renderer's environment; throws, naming the variable, when one is bad. */
  lerDefinicoes(env: Record<string, string | undefined>): DefinicoesRenderizador;
  criarRenderizador(opcoes: OpcoesRenderizador): Promise<Renderizador>;
}
