import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { NomeRemoto, OrigemResposta } from '@site/shared/contract';
import { METRICA_PEDIDOS_HTTP } from '@site/shared/contract/ops';

import type { MotivoRecusa } from './admissao';

/** How an answer was had, as its label says it: the X-Cache outcome, or `error` (no page at all). */
const DESFECHOS: Record<OrigemResposta | 'erro', string> = {
  HIT: 'hit',
  STALE: 'stale',
  'STALE-IF-ERROR': 'stale_if_error',
  MISS: 'miss',
  BROWSER: 'browser',
  erro: 'error',
};

const MOTIVOS: Record<MotivoRecusa, string> = { filaCheia: 'queue_full', prazo: 'deadline' };

/** A remote's file the renderer reads, and what came of reading it. */
type ArtefactoRemoto = 'manifest' | 'entry';
type ResultadoCarga = 'loaded' | 'unchanged' | 'failed';

/** What the renderer reports as it works; {@link SEM_METRICAS} when METRICS_PORT=off. */
export interface MetricasRenderizador {
  resposta(rota: string, desfecho: OrigemResposta | 'erro', segundos: number): void;
  recusa(motivo: MotivoRecusa): void;
  carga(
    remoto: NomeRemoto,
    versao: string,
    artefacto: ArtefactoRemoto,
    resultado: ResultadoCarga,
  ): void;
  /** The version of `remoto` the renders use from now on. */
  emUso(remoto: NomeRemoto, versao: string): void;
  /** Read at each scrape, never on a request's path. */
  observar(leituras: {
    ocupacao: () => { aCorrer: number; aEsperar: number };
    paginas: () => { entradas: number; bytes: number };
  }): void;
  /** The families in Prometheus' text format. */
  texto(): Promise<string>;
}

export const SEM_METRICAS: MetricasRenderizador = {
  resposta: () => undefined,
  recusa: () => undefined,
  carga: () => undefined,
  emUso: () => undefined,
  observar: () => undefined,
  texto: () => Promise.resolve(''),
};

/**
 * The renderer's own families (`ssr_*`), in a registry of its own: whoever runs the process (the
 * ssr image's server, or the local site that hosts the renderer) adds the process's families and
 * serves both on its ops address. Labels are bounded: route templates, outcomes, remotes and
 * their deployed versions.
 */
export function criarMetricasRenderizador(): MetricasRenderizador {
  const registers = [new Registry()];
  const respostas = new Histogram({
    name: 'ssr_render_duration_seconds',
    help: 'Time to answer a page, by route template and cache outcome (hit, stale, stale_if_error, miss, browser, error).',
    labelNames: ['http_route', 'outcome'] as const,
    buckets: METRICA_PEDIDOS_HTTP.buckets,
    registers,
  });
  const recusas = new Counter({
    name: 'ssr_admission_refusals_total',
    help: 'Renders not admitted (answered a kept copy or the page for the browser), by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const cargas = new Counter({
    name: 'ssr_remote_loads_total',
    help: "Reads of a remote's manifest or server entry, by remote, version, file and result.",
    labelNames: ['remote', 'version', 'artifact', 'result'] as const,
    registers,
  });
  const versoes = new Gauge({
    name: 'ssr_remote_version_info',
    help: 'The version of each remote the renderer renders with now (1).',
    labelNames: ['remote', 'version'] as const,
    registers,
  });
  const emUso = new Map<NomeRemoto, string>();
  let leituras: Parameters<MetricasRenderizador['observar']>[0] | undefined;
  const medida = (name: string, help: string, ler: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (leituras) this.set(ler());
      },
    });
  medida(
    'ssr_admission_running_renders',
    'Renders running now.',
    () => leituras!.ocupacao().aCorrer,
  );
  medida(
    'ssr_admission_queued_renders',
    'Renders waiting for a slot now.',
    () => leituras!.ocupacao().aEsperar,
  );
  medida('ssr_page_cache_entries', 'Pages kept now.', () => leituras!.paginas().entradas);
  medida('ssr_page_cache_bytes', 'Bytes of the pages kept now.', () => leituras!.paginas().bytes);
  for (const motivo of Object.values(MOTIVOS)) recusas.labels(motivo).inc(0);

  return {
    resposta: (rota, desfecho, segundos) =>
      respostas.labels(rota, DESFECHOS[desfecho]).observe(segundos),
    recusa: (motivo) => recusas.labels(MOTIVOS[motivo]).inc(),
    carga: (remoto, versao, artefacto, resultado) =>
      cargas.labels(remoto, versao, artefacto, resultado).inc(),
    emUso(remoto, versao) {
      const anterior = emUso.get(remoto);
      if (anterior === versao) return;
      if (anterior !== undefined) versoes.remove(remoto, anterior);
      emUso.set(remoto, versao);
      versoes.labels(remoto, versao).set(1);
    },
    observar(novas) {
      leituras = novas;
    },
    texto: () => registers[0]!.metrics(),
  };
}
