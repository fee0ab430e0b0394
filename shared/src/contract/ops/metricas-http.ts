/**
 * The metric families every server program names alike, so that one dashboard reads them all:
 * names and labels after OpenTelemetry's HTTP semantic conventions, units in the name, buckets
 * in seconds. Plain data for prom-client's constructors (each program bundles its own copy).
 */

import { ROTA_OUTRA } from '../modelo-rota';

/** OpenTelemetry's http.server.request.duration, with the status's class instead of its code. */
export const METRICA_PEDIDOS_HTTP = {
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests, by method, route template and status class.',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_class'] as const,
  // OpenTelemetry's advice for http.server.request.duration.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
};

/** One series per program and build: `site_build_info{program="ssr",version="1.0.0+795c059"} 1`. */
export const METRICA_CONSTRUCAO = {
  name: 'site_build_info',
  help: 'The build a program runs: its package version and commit.',
  labelNames: ['program', 'version'] as const,
};

const METODOS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The labels of one request: a method outside the known ones is `_OTHER` (as OpenTelemetry
 * says), a request no route template matched is {@link ROTA_OUTRA}, a status is its class (`2xx`).
 */
export function etiquetasPedido(
  metodo: string | undefined,
  rota: string | undefined,
  status: number,
) {
  return {
    http_request_method: metodo && METODOS.has(metodo) ? metodo : '_OTHER',
    http_route: rota || ROTA_OUTRA,
    http_response_status_class: `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx`,
  };
}
