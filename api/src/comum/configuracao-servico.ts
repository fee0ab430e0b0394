import { z } from 'zod';

import { inteiro, opcional } from '@site/shared/contract/ambiente';
import { camposOps, paraOps, type OpcoesOps } from '@site/shared/contract/ops';

import { esquemaUpstream } from './http/upstreams';

const NIVEIS_LOG = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * HOST, PORT, LOG_LEVEL and TRUST_PROXY: how each program of this workspace listens and logs; and
 * METRICS_HOST and METRICS_PORT: its ops address (`/metrics`, `/versoes`), never the public port.
 */
export const esquemaServico = z.object({
  PORT: opcional(inteiro(0, 65535).default(8080)),
  HOST: opcional(z.string().default('127.0.0.1')),
  LOG_LEVEL: opcional(
    z.enum(NIVEIS_LOG, { error: `must be one of ${NIVEIS_LOG.join(', ')}` }).default('info'),
  ),
  TRUST_PROXY: opcional(
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  ...camposOps,
});

/** DATA_DIR: where a program keeps what it stores (the database, the caches). */
export const pastaDados = opcional(z.string().default('.data'));

/** An upstream as the gateway reads it (`CMS_UPSTREAM`…), the compose's reference backend by default. */
export const upstreamCompose = opcional(esquemaUpstream.default('http://api:8080'));

export interface ConfiguracaoServico {
  port: number;
  host: string;
  logLevel: (typeof NIVEIS_LOG)[number];
  trustProxy: boolean;
  ops: OpcoesOps;
}

/** The listening and logging part of a parsed environment. */
export function paraServico(v: z.output<typeof esquemaServico>): ConfiguracaoServico {
  return {
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY === 'true',
    ops: paraOps(v, v.PORT),
  };
}
