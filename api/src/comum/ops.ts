import type { FastifyInstance, FastifyRequest } from 'fastify';
import { register } from 'prom-client';

import {
  abrirOuvinteOps,
  criarMetricasProcesso,
  rotasOps,
  type MetricasProcesso,
  type OpcoesOps,
  type OuvinteOps,
} from '@site/shared/contract/ops';

import { VERSAO_PROGRAMA } from './versao';

/**
 * The process's families, in prom-client's default registry (where each program's own families
 * are too: images, discovery): made when the ops address opens, once per process. Until then,
 * and for good with METRICS_PORT=off, requests are not measured.
 */
let processo: MetricasProcesso | undefined;

function metricasDoProcesso(programa: string): MetricasProcesso {
  processo ??= criarMetricasProcesso(register, programa, VERSAO_PROGRAMA);
  return processo;
}

/** The route template of a request as Fastify matched it; `rotaDe` may name it better. */
type RotaDe = (pedido: FastifyRequest, rota: string | undefined) => string | undefined;

/**
 * Measures every request `app` answers: duration by method, route template (Fastify's, never the
 * address asked: a request no route takes is `other`) and status class. Our own plugin on
 * prom-client rather than fastify-metrics: the same names and labels as the renderer's server
 * (OpenTelemetry's, the status's class), pages labelled by the contract's route table, and no
 * `/metrics` route on the public app to remember to switch off.
 */
export function medirPedidos(app: FastifyInstance, rotaDe?: RotaDe): void {
  app.addHook('onResponse', async (pedido, resposta) => {
    if (!processo) return;
    const rota = pedido.is404 ? undefined : pedido.routeOptions.url;
    processo.pedido(
      pedido.method,
      rotaDe ? rotaDe(pedido, rota) : rota,
      resposta.statusCode,
      resposta.elapsedTime / 1000,
    );
  });
}

/**
 * Opens the program's ops address (METRICS_HOST:METRICS_PORT): `/metrics` and `/versoes` (the
 * caller closes it). `hospedado` adds what the process hosts besides (the local site's renderer).
 */
export async function abrirOps(
  app: FastifyInstance,
  ops: OpcoesOps,
  programa: string,
  hospedado: { metricas?: () => Promise<string>; versoes?: () => Promise<unknown> } = {},
): Promise<OuvinteOps | null> {
  if (!ops) return null;
  const ouvinte = await abrirOuvinteOps(
    ops,
    rotasOps(metricasDoProcesso(programa), {
      ...(hospedado.metricas ? { outras: hospedado.metricas } : {}),
      versoes: async () => ({
        programa: { nome: programa, versao: VERSAO_PROGRAMA },
        ...(hospedado.versoes ? { renderizador: (await hospedado.versoes()) ?? null } : {}),
      }),
    }),
    (mensagem) => app.log.warn(mensagem),
  );
  if (!ouvinte) return null;
  app.log.info(`metrics at ${ouvinte.url}/metrics, versions at ${ouvinte.url}/versoes`);
  return ouvinte;
}
