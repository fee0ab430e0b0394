import { Registry } from 'prom-client';

import type { DefinicoesRenderizador } from '@site/shared/contract';
import {
  abrirOuvinteOps,
  criarMetricasProcesso,
  rotasOps,
  type MetricasProcesso,
} from '@site/shared/contract/ops';

import { VERSAO_SHELL } from '../lib/versao-shell';

import type { Renderizador } from './renderizador';

/** The ssr image's process families (null when METRICS_PORT=off: nothing is measured). */
export function metricasDoServidor(definicoes: DefinicoesRenderizador): MetricasProcesso | null {
  return definicoes.ops ? criarMetricasProcesso(new Registry(), 'ssr', VERSAO_SHELL) : null;
}

/**
 * The ssr image's ops address (METRICS_HOST:METRICS_PORT), never its public port, which the
 * gateway's catch-all reaches: `/metrics` (the process's families and the renderer's `ssr_*`)
 * and `/versoes` (the shell's build and each remote's, live).
 */
export async function abrirOpsDoServidor(
  definicoes: DefinicoesRenderizador,
  renderizador: Renderizador,
  processo: MetricasProcesso | null,
) {
  if (!processo) return null;
  const ouvinte = await abrirOuvinteOps(
    definicoes.ops,
    rotasOps(processo, {
      outras: () => renderizador.metricas(),
      versoes: () => renderizador.versoes(),
    }),
    (mensagem) => console.warn(`[ssr] ${mensagem}`),
  );
  if (ouvinte) console.log(`[ssr] métricas em ${ouvinte.url}/metrics`);
  return ouvinte;
}
