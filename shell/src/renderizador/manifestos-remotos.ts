import type { IdModuloRemoto, NomeRemoto } from '@site/shared/contract';
import { VERSAO_DESCONHECIDA } from '@site/shared/contract';

import { urlEntrada } from '../lib/federation/remotos';

import { SEM_METRICAS, type MetricasRenderizador } from './metricas';
import { umPorVez } from './um-por-vez';

/** Each exposed module's own stylesheets, from the remote's browser `mf-manifest.json`. */
interface Manifesto {
  base: string;
  css: Record<string, string[]>;
  lidoEm: number;
  /** The build version the manifest names (`metaData.buildInfo.buildVersion`). */
  versao: string;
}

/**
 * The remotes' browser manifests as the renderer last read them: each exposed module's
 * stylesheets (linked from the page's head) and the build version the browser gets now. Read
 * again at most every `validadeMs`; one that cannot be read keeps what was read before.
 */
export class ManifestosRemotos {
  private readonly lidos = new Map<NomeRemoto, Manifesto>();
  private readonly emCurso = new Map<NomeRemoto, Promise<void>>();

  constructor(
    private readonly opcoes: {
      origemInterna: string;
      validadeMs: number;
      limitePedidoMs: number;
      agora?: () => number;
      metricas?: MetricasRenderizador;
    },
  ) {}

  /** The version the last manifest read of `nome` names. */
  versao(nome: NomeRemoto): string {
    return this.lidos.get(nome)?.versao ?? VERSAO_DESCONHECIDA;
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
          const manifesto = this.lidos.get(nome);
          return (manifesto?.css[modulo] ?? []).map((ficheiro) => `${manifesto!.base}${ficheiro}`);
        }),
      ),
    ];
  }

  /** Reads the manifest beside `urlNavegador` again when it is older than `validadeMs`. */
  ler(nome: NomeRemoto, urlNavegador: string): Promise<void> {
    const agora = (this.opcoes.agora ?? Date.now)();
    const anterior = this.lidos.get(nome);
    const entrada = urlEntrada(urlNavegador);
    const base = entrada.slice(0, entrada.lastIndexOf('/') + 1);
    if (anterior && anterior.base === base && agora - anterior.lidoEm < this.opcoes.validadeMs) {
      return Promise.resolve();
    }
    return umPorVez(this.emCurso, nome, () => this.actualizar(nome, base, anterior, agora));
  }

  private async actualizar(
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
      const { exposes, metaData } = (await resposta.json()) as {
        exposes?: { name?: unknown; assets?: { css?: { sync?: unknown } } }[];
        metaData?: { buildInfo?: { buildVersion?: unknown } };
      };
      const declarada = metaData?.buildInfo?.buildVersion;
      const versao = typeof declarada === 'string' && declarada ? declarada : VERSAO_DESCONHECIDA;
      const css: Record<string, string[]> = {};
      for (const exposto of Array.isArray(exposes) ? exposes : []) {
        const ficheiros = exposto.assets?.css?.sync;
        if (typeof exposto.name === 'string' && Array.isArray(ficheiros)) {
          css[exposto.name] = ficheiros.filter((f): f is string => typeof f === 'string');
        }
      }
      this.lidos.set(nome, { base, css, lidoEm: agora, versao });
      (this.opcoes.metricas ?? SEM_METRICAS).carga(nome, versao, 'manifest', 'loaded');
    } catch (erro) {
      // Without it the sections are styled when their script runs, as in a browser-only render.
      if (anterior) anterior.lidoEm = agora;
      (this.opcoes.metricas ?? SEM_METRICAS).carga(
        nome,
        anterior?.versao ?? VERSAO_DESCONHECIDA,
        'manifest',
        'failed',
      );
      console.warn(
        `[ssr] manifesto do remoto ${nome} ilegível:`,
        erro instanceof Error ? erro.message : erro,
      );
    }
  }
}
