import FastifyOtelInstrumentation from '@fastify/otel';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

import {
  consolaComRastreio,
  idDoPedido,
  iniciarRastreio,
  rastreioActivo,
  spanDoRastreio,
  type HttpRastreado,
} from '@site/shared/contract/ops/rastreio';

import { VERSAO_PROGRAMA } from './versao';

/**
 * Starts tracing in this program (`iniciarRastreio`: `fetch` always; `node:http`'s calls out
 * with `http: 'saida'`, for the local site, whose renderer reads with axios). First thing in a
 * program's main.
 */
export function rastrearPrograma(servico: string, http: HttpRastreado = 'nenhum'): void {
  const rastreio = iniciarRastreio({
    servico,
    versao: VERSAO_PROGRAMA,
    http,
    ambiente: process.env,
  });
  // The renderer the local site hosts writes its lines with console.
  if (rastreio && http !== 'nenhum') consolaComRastreio();
}

/**
 * The Fastify options that tie a request's log lines to its trace: the request id is its trace
 * id (from the `traceparent` it came with, the gateway's, else a new one), logged as `trace_id`
 * on every line Fastify writes for it, and each line written inside a span adds its `span_id`.
 */
export function opcoesRegisto(
  logger: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const comSpan =
    logger && typeof logger === 'object' ? { ...logger, mixin: spanDoRastreio } : logger;
  return {
    logger: comSpan,
    genReqId: (pedido) => idDoPedido(pedido.headers),
    logController: new LogController({ requestIdLogLabel: 'trace_id' }),
  };
}

/**
 * Fastify's own OpenTelemetry plugin (@fastify/otel, no patching), when tracing is on: a server
 * span per request, child of the `traceparent` it came with, and the request's handlers run in
 * it, so the calls they make carry the trace on. Registered before the routes.
 */
export async function rastrearPedidos(app: FastifyInstance): Promise<void> {
  if (!rastreioActivo()) return;
  const instrumentacao = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => url === '/health',
  });
  await app.register(instrumentacao.plugin());
}
