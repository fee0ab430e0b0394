import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';

import { registerRemotes } from '@module-federation/enhanced/runtime';

import type { ConfiguracaoSite, IdModuloRemoto, NomeRemoto } from '@site/shared/contract';

import { urlEntrada } from '../lib/federation/remotos';

import { umPorVez } from './um-por-vez';

/**
 * Where a remote's server build is: `servidor/remoteEntry.js` beside the browser entry the runtime
 * configuration names (every remote's build writes both), resolved against the site's internal
 * origin when the configuration gives a path.
 */
function entradaServidor(urlNavegador: string, origemInterna: string): string {
  const entrada = urlEntrada(urlNavegador).replace(
    /remoteEntry\.js(?=$|[?#])/,
    'servidor/remoteEntry.js',
  );
  return new URL(entrada, origemInterna).href;
}

/**
 * The federation's Node runtime runs each chunk of a remote with a direct `eval`, and V8 keeps
 * every direct eval's source and compiled code in its compilation cache for good (keyed by the
 * calling function, which each version of the remote brings anew; only memory pressure or a heap
 * snapshot clears it): every redeployed version of a remote stayed in the heap, about 0.8 MB for
 * the events remote (robustez/src/ssr/reimplantacoes.test.ts; module-federation/core#5030 would
 * compile without eval). The renderer compiles each version once, so the process gives that
 * cache up; a render compiles nothing (measured: the same CPU per page with and without it).
 */
function desligarCacheCompilacao() {
  setFlagsFromString('--no-compilation-cache');
}

/** Each exposed module's own stylesheets, from the remote's browser `mf-manifest.json`. */
interface Manifesto {
  base: string;
  css: Record<string, string[]>;
  lidoEm: number;
}

interface VersaoRemoto {
  url: string;
  versao: string;
  verificadoEm: number;
  etag?: string;
}

/**
 * Keeps the renderer on the version of each remote that is deployed now, without a restart: at most
 * every `validadeMs` the server entry is asked for again (a conditional GET: a 304 when nothing
 * changed), and when its content changed the remote is registered again under a new address,
 * so the next render loads the new entry and, through it, the new chunks. A remote that cannot be
 * reached keeps the version last loaded; its sections then fall back to the browser.
 */
export class RemotosFederados {
  private readonly versoes = new Map<NomeRemoto, VersaoRemoto>();
  private readonly emCurso = new Map<NomeRemoto, Promise<void>>();
  private readonly manifestos = new Map<NomeRemoto, Manifesto>();
  private readonly manifestosEmCurso = new Map<NomeRemoto, Promise<void>>();

  constructor(
    private readonly opcoes: {
      origemInterna: string;
      validadeMs: number;
      limitePedidoMs: number;
      agora?: () => number;
    },
  ) {
    desligarCacheCompilacao();
  }

  /** Makes sure every remote of the configuration is registered at its current version. */
  async preparar(remotos: ConfiguracaoSite['remotos']): Promise<void> {
    await Promise.all(
      (Object.entries(remotos) as [NomeRemoto, string][]).flatMap(([nome, url]) => [
        this.validar(nome, entradaServidor(url, this.opcoes.origemInterna)),
        this.lerManifesto(nome, url),
      ]),
    );
  }

  /**
   * The stylesheets of the modules a page renders, as the browser asks for them: linked from the
   * server's head, the sections are styled from the first paint instead of when their script runs.
   */
  estilos(modulos: readonly IdModuloRemoto[]): string[] {
    return [
      ...new Set(
        modulos.flatMap((id) => {
          const [nome, modulo] = id.split('/') as [NomeRemoto, string];
          const manifesto = this.manifestos.get(nome);
          return (manifesto?.css[modulo] ?? []).map((ficheiro) => `${manifesto!.base}${ficheiro}`);
        }),
      ),
    ];
  }

  private lerManifesto(nome: NomeRemoto, urlNavegador: string): Promise<void> {
    const agora = (this.opcoes.agora ?? Date.now)();
    const anterior = this.manifestos.get(nome);
    const entrada = urlEntrada(urlNavegador);
    const base = entrada.slice(0, entrada.lastIndexOf('/') + 1);
    if (anterior && anterior.base === base && agora - anterior.lidoEm < this.opcoes.validadeMs) {
      return Promise.resolve();
    }
    return umPorVez(this.manifestosEmCurso, nome, () =>
      this.actualizarManifesto(nome, base, anterior, agora),
    );
  }

  private async actualizarManifesto(
    nome: NomeRemoto,
    base: string,
    anterior: Manifesto | undefined,
    agora: number,
  ): Promise<void> {
    try {
      const resposta = await fetch(new URL(`${base}mf-manifest.json`, this.opcoes.origemInterna), {
        signal: AbortSignal.timeout(this.opcoes.limitePedidoMs),
      });
      if (!resposta.ok) throw new Error(`HTTP ${resposta.status}`);
      const { exposes } = (await resposta.json()) as {
        exposes?: { name?: unknown; assets?: { css?: { sync?: unknown } } }[];
      };
      const css: Record<string, string[]> = {};
      for (const exposto of Array.isArray(exposes) ? exposes : []) {
        const ficheiros = exposto.assets?.css?.sync;
        if (typeof exposto.name === 'string' && Array.isArray(ficheiros)) {
          css[exposto.name] = ficheiros.filter((f): f is string => typeof f === 'string');
        }
      }
      this.manifestos.set(nome, { base, css, lidoEm: agora });
    } catch (erro) {
      // Without it the sections are styled when their script runs, as in a browser-only render.
      if (anterior) anterior.lidoEm = agora;
      console.warn(
        `[ssr] manifesto do remoto ${nome} ilegível:`,
        erro instanceof Error ? erro.message : erro,
      );
    }
  }

  private validar(nome: NomeRemoto, url: string): Promise<void> {
    const agora = (this.opcoes.agora ?? Date.now)();
    const versao = this.versoes.get(nome);
    if (versao && versao.url === url && agora - versao.verificadoEm < this.opcoes.validadeMs) {
      return Promise.resolve();
    }
    return umPorVez(this.emCurso, nome, () =>
      this.revalidar(nome, url, versao?.url === url ? versao : undefined, agora),
    );
  }

  private async revalidar(
    nome: NomeRemoto,
    url: string,
    anterior: VersaoRemoto | undefined,
    agora: number,
  ): Promise<void> {
    let resposta: Response;
    try {
      resposta = await fetch(url, {
        headers: anterior?.etag ? { 'If-None-Match': anterior.etag } : {},
        signal: AbortSignal.timeout(this.opcoes.limitePedidoMs),
      });
    } catch (erro) {
      this.registarFalha(nome, url, anterior, agora, erro);
      return;
    }
    if (resposta.status === 304 && anterior) {
      anterior.verificadoEm = agora;
      return;
    }
    if (!resposta.ok) {
      this.registarFalha(nome, url, anterior, agora, new Error(`HTTP ${resposta.status}`));
      return;
    }
    const corpo = await resposta.text();
    const versao = createHash('sha256').update(corpo).digest('hex').slice(0, 16);
    const etag = resposta.headers.get('etag') ?? undefined;
    this.versoes.set(nome, { url, versao, verificadoEm: agora, ...(etag ? { etag } : {}) });
    if (anterior?.versao === versao) return;
    // A new address per version: the runtime drops what it had loaded for this remote and the
    // next render evaluates the new entry (the address's query does not change where chunks are).
    registerRemotes([{ name: nome, entry: `${url}?v=${versao}` }], { force: true });
  }

  private registarFalha(
    nome: NomeRemoto,
    url: string,
    anterior: VersaoRemoto | undefined,
    agora: number,
    erro: unknown,
  ) {
    console.warn(
      `[ssr] servidor do remoto ${nome} inacessível em ${url}:`,
      erro instanceof Error ? erro.message : erro,
    );
    if (anterior) {
      anterior.verificadoEm = agora;
      return;
    }
    // Never loaded: registered anyway, so its sections fail quickly and are left to the browser;
    // the next check tries again.
    this.versoes.set(nome, { url, versao: '', verificadoEm: agora });
    registerRemotes([{ name: nome, entry: url }], { force: true });
  }
}
