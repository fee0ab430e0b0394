import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';

import { registerRemotes } from '@module-federation/enhanced/runtime';

import type {
  ConfiguracaoSite,
  EstadoRemoto,
  IdModuloRemoto,
  NomeRemoto,
  VersoesPagina,
} from '@site/shared/contract';
import { VERSAO_DESCONHECIDA, versaoDaEntradaServidor } from '@site/shared/contract';

import { urlEntrada } from '../lib/federation/remotos';

import { ManifestosRemotos } from './manifestos-remotos';
import { SEM_METRICAS, type MetricasRenderizador } from './metricas';
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

interface VersaoRemoto {
  url: string;
  /** The entry's content hash: a new one registers the remote again. */
  versao: string;
  /** The build version its first line names (see `versaoDaEntradaServidor`). */
  declarada: string;
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
  private readonly manifestos: ManifestosRemotos;

  constructor(
    private readonly opcoes: {
      origemInterna: string;
      validadeMs: number;
      limitePedidoMs: number;
      agora?: () => number;
      metricas?: MetricasRenderizador;
    },
  ) {
    desligarCacheCompilacao();
    this.manifestos = new ManifestosRemotos(opcoes);
  }

  private get metricas(): MetricasRenderizador {
    return this.opcoes.metricas ?? SEM_METRICAS;
  }

  /** The build version of each remote the renders use now, by name (for the page). */
  versoesEmUso(): VersoesPagina {
    return Object.fromEntries([...this.versoes].map(([nome, { declarada }]) => [nome, declarada]));
  }

  /**
   * Which build of each remote the renders use now, by content (the entry's hash; empty while
   * never checked), for {@link aindaEmDia}.
   */
  conteudos(): ReadonlyMap<NomeRemoto, string> {
    return new Map([...this.versoes].map(([nome, { versao }]) => [nome, versao]));
  }

  /** Whether a page rendered with `builds` still shows what is deployed ({@link aindaEmDia}). */
  emDia(builds: Readonly<Record<string, string>>): boolean {
    return aindaEmDia(builds, this.conteudos());
  }

  /** Each remote's state, for the ops `/versoes`. */
  estado(): Partial<Record<NomeRemoto, EstadoRemoto>> {
    return Object.fromEntries(
      [...this.versoes].map(([nome, versao]) => [
        nome,
        {
          versao: versao.declarada,
          entrada: versao.url,
          manifesto: this.manifestos.versao(nome),
          verificadoEm: new Date(versao.verificadoEm).toISOString(),
        },
      ]),
    );
  }

  /** The stylesheets of the modules a page renders (see {@link ManifestosRemotos.estilos}). */
  estilos(modulos: readonly IdModuloRemoto[]): string[] {
    return this.manifestos.estilos(modulos);
  }

  /** Makes sure every remote of the configuration is registered at its current version. */
  async preparar(remotos: ConfiguracaoSite['remotos']): Promise<void> {
    await Promise.all(
      (Object.entries(remotos) as [NomeRemoto, string][]).flatMap(([nome, url]) => [
        this.validar(nome, entradaServidor(url, this.opcoes.origemInterna)),
        this.manifestos.ler(nome, url),
      ]),
    );
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
      this.metricas.carga(nome, anterior.declarada, 'entry', 'unchanged');
      return;
    }
    if (!resposta.ok) {
      this.registarFalha(nome, url, anterior, agora, new Error(`HTTP ${resposta.status}`));
      return;
    }
    const corpo = await resposta.text();
    const versao = createHash('sha256').update(corpo).digest('hex').slice(0, 16);
    const declarada = versaoDaEntradaServidor(corpo) ?? VERSAO_DESCONHECIDA;
    const etag = resposta.headers.get('etag') ?? undefined;
    this.versoes.set(nome, {
      url,
      versao,
      declarada,
      verificadoEm: agora,
      ...(etag ? { etag } : {}),
    });
    this.metricas.carga(
      nome,
      declarada,
      'entry',
      anterior?.versao === versao ? 'unchanged' : 'loaded',
    );
    this.metricas.emUso(nome, declarada);
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
    this.metricas.carga(nome, anterior?.declarada ?? VERSAO_DESCONHECIDA, 'entry', 'failed');
    if (anterior) {
      anterior.verificadoEm = agora;
      return;
    }
    // Never loaded: registered anyway, so its sections fail quickly and are left to the browser;
    // the next check tries again.
    this.versoes.set(nome, {
      url,
      versao: '',
      declarada: VERSAO_DESCONHECIDA,
      verificadoEm: agora,
    });
    registerRemotes([{ name: nome, entry: url }], { force: true });
  }
}

/**
 * Whether a page rendered with `builds` (of the remotes whose sections it has) still shows what
 * is deployed: each of those remotes on the same build now. A build not known when it was
 * rendered (the entry could not be checked, the runtime loaded it on its own) is not held against it.
 */
export function aindaEmDia(
  builds: Readonly<Record<string, string>>,
  conteudos: ReadonlyMap<NomeRemoto, string>,
): boolean {
  return Object.entries(builds).every(
    ([nome, build]) => build === '' || conteudos.get(nome as NomeRemoto) === build,
  );
}
