import { collectDefaultMetrics, Gauge, Histogram, type Registry } from 'prom-client';

import { etiquetasPedido, METRICA_CONSTRUCAO, METRICA_PEDIDOS_HTTP } from './metricas-http';
import { CAMINHOS_OPS, type RespostaOps } from './ouvinte-ops';

/** The families of one server process, in the registry its ops address serves. */
export interface MetricasProcesso {
  registo: Registry;
  /** One HTTP request answered (`rota`: its route template; none: `other`). */
  pedido(
    metodo: string | undefined,
    rota: string | undefined,
    status: number,
    segundos: number,
  ): void;
}

/**
 * Once per process, in `registo`: Node's and the process's own families (prom-client's defaults:
 * CPU, memory, heap, GC, handles and the event loop's lag, `nodejs_eventloop_lag_seconds` and
 * its percentiles), `site_build_info` of `programa` and the HTTP requests' histogram.
 */
export function criarMetricasProcesso(
  registo: Registry,
  programa: string,
  versao: string,
): MetricasProcesso {
  const registers = [registo];
  collectDefaultMetrics({ register: registo });
  new Gauge({ ...METRICA_CONSTRUCAO, registers }).labels(programa, versao).set(1);
  const pedidos = new Histogram({ ...METRICA_PEDIDOS_HTTP, registers });
  return {
    registo,
    pedido: (metodo, rota, status, segundos) =>
      pedidos.observe(etiquetasPedido(metodo, rota, status), segundos),
  };
}

/**
 * The ops address's answers: `/metrics` (the process's registry, then the families of what it
 * hosts, e.g. the renderer's `ssr_*`) and `/versoes` (JSON).
 */
export function rotasOps(
  processo: MetricasProcesso,
  opcoes: { outras?: () => Promise<string>; versoes: () => unknown },
): Record<string, RespostaOps> {
  return {
    [CAMINHOS_OPS.metricas]: {
      tipo: processo.registo.contentType,
      corpo: async () => {
        const textos = [await processo.registo.metrics(), (await opcoes.outras?.()) ?? ''];
        return `${textos
          .map((texto) => texto.trim())
          .filter(Boolean)
          .join('\n')}\n`;
      },
    },
    [CAMINHOS_OPS.versoes]: {
      tipo: 'application/json; charset=utf-8',
      corpo: async () => `${JSON.stringify(await opcoes.versoes(), null, 2)}\n`,
    },
  };
}
