import { Counter, Histogram } from 'prom-client';

import { METRICA_PEDIDOS_HTTP } from '@site/shared/contract/ops';

/**
 * The discovery server's builds (the search index, the sitemap, the feed, the calendars), in the
 * process's registry: each build by outcome and time, and the parts left out. Labelled by the
 * service only (the parts' names carry page ids, which a CMS can multiply).
 */
const construcoes = new Histogram({
  name: 'discovery_build_duration_seconds',
  help: 'Builds of a discovery service (search, sitemap, feed, agenda) from the CMS, by outcome (complete, partial, failed).',
  labelNames: ['service', 'outcome'] as const,
  buckets: METRICA_PEDIDOS_HTTP.buckets,
});

const partesEmFalta = new Counter({
  name: 'discovery_parts_left_out_total',
  help: 'Parts of the CMS content a build could not read and left out, by service.',
  labelNames: ['service'] as const,
});

/** One build of `servico` ended: complete, partial (`emFalta` parts left out) or failed. */
export function construcaoTerminada(
  servico: string,
  desfecho: 'complete' | 'partial' | 'failed',
  emFalta: number,
  segundos: number,
): void {
  construcoes.labels(servico, desfecho).observe(segundos);
  if (emFalta > 0) partesEmFalta.labels(servico).inc(emFalta);
}
