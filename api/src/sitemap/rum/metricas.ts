import { Counter, Histogram } from 'prom-client';

import type { MetricaRum } from '@site/shared/contract';

/*
 * Real visitors' measurements, in the process's registry (served on the ops address only): one
 * histogram per Web Vital and counters of errors, section views and beacons. Every label value is
 * checked by the collector against a closed list (routes, owners, classes) or the versions the
 * site really serves, so that the number of series has a ceiling whatever browsers send.
 */

const ETIQUETAS = ['http_route', 'remote', 'version', 'viewport', 'connection'] as const;

/** Around "good" and "poor" of each vital (web.dev's thresholds), in seconds. */
const BALDES_TEMPO = [0.1, 0.2, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10];

const tempo = (nome: string, ajuda: string) =>
  new Histogram({ name: nome, help: ajuda, labelNames: ETIQUETAS, buckets: BALDES_TEMPO });

export const HISTOGRAMAS_RUM: Readonly<Record<MetricaRum, Histogram<(typeof ETIQUETAS)[number]>>> =
  {
    LCP: tempo('rum_lcp_seconds', "Largest Contentful Paint measured by visitors' browsers."),
    INP: new Histogram({
      name: 'rum_inp_seconds',
      help: "Interaction to Next Paint measured by visitors' browsers.",
      labelNames: ETIQUETAS,
      buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.8, 1, 2],
    }),
    CLS: new Histogram({
      name: 'rum_cls',
      help: "Cumulative Layout Shift (a score, no unit) measured by visitors' browsers.",
      labelNames: ETIQUETAS,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    }),
    FCP: tempo('rum_fcp_seconds', "First Contentful Paint measured by visitors' browsers."),
    TTFB: tempo('rum_ttfb_seconds', "Time to First Byte measured by visitors' browsers."),
  };

export const errosRum = new Counter({
  name: 'rum_errors_total',
  help: "Errors in visitors' browsers by kind (limite: a section's error boundary, janela: uncaught, rejeicao: unhandled rejection, federacao: a remote that could not load).",
  labelNames: ['http_route', 'remote', 'version', 'kind'] as const,
});

export const seccoesVistas = new Counter({
  name: 'rum_section_views_total',
  help: "Remote sections shown in visitors' browsers, by remote and version (the error ratio's denominator).",
  labelNames: ['http_route', 'remote', 'version'] as const,
});

export const beaconsRum = new Counter({
  name: 'rum_beacons_total',
  help: 'Beacons received, by result (accepted, invalid, too_large, unsupported_type, rate_limited).',
  labelNames: ['result'] as const,
});

/** The result label of a beacon answered with `status`. */
export function resultadoDoEstado(status: number): string {
  if (status < 300) return 'accepted';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_type';
  if (status === 429) return 'rate_limited';
  return 'invalid';
}
