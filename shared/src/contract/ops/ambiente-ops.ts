import { z } from 'zod';

import { ErroConfiguracao, inteiro, opcional } from '../esquemas/ambiente';

/** Where every server program answers `/metrics` unless METRICS_PORT says otherwise. */
export const PORTA_OPS_OMISSAO = 9464;

/**
 * METRICS_HOST and METRICS_PORT, for each server program's environment schema: the ops address,
 * a listener of its own, never the public port. METRICS_PORT is a port (0: any free one), `off`
 * (no listener and nothing measured), or unset (9464, OpenTelemetry's Prometheus port).
 */
export const camposOps = {
  METRICS_HOST: opcional(z.string().trim().default('127.0.0.1')),
  METRICS_PORT: opcional(
    z
      .union([z.literal('off'), inteiro(0, 65535)], {
        error: 'must be a port number (0-65535) or off',
      })
      .optional(),
  ),
};

/** The ops listener's address; null when METRICS_PORT=off. */
export type OpcoesOps = {
  host: string;
  porta: number;
  /**
   * METRICS_PORT was set: a port that cannot be opened stops the program. The default one, when
   * another process has it (several local servers on one machine, as the test suites run them),
   * is only logged: that program then runs without metrics.
   */
  explicita: boolean;
} | null;

/** The ops address from the parsed fields; METRICS_PORT equal to PORT is refused, naming it. */
export function paraOps(
  v: { METRICS_HOST: string; METRICS_PORT?: number | 'off' | undefined },
  portaPublica: number,
): OpcoesOps {
  if (v.METRICS_PORT === 'off') return null;
  const porta = v.METRICS_PORT ?? PORTA_OPS_OMISSAO;
  if (porta !== 0 && porta === portaPublica) {
    throw new ErroConfiguracao(
      `Invalid environment variable METRICS_PORT: must differ from PORT, metrics are never public (got "${porta}")`,
    );
  }
  return { host: v.METRICS_HOST, porta, explicita: v.METRICS_PORT !== undefined };
}
