import { join } from 'node:path';

import { z } from 'zod';

import { origensDaLista } from '@site/shared/contract';
import { inteiro, lerAmbiente, opcional, urlOpcional } from '@site/shared/contract/ambiente';

import {
  esquemaServico,
  paraServico,
  pastaDados,
  type ConfiguracaoServico,
} from '../comum/configuracao-servico';

import type { OpcoesVerificacao } from './verificar-build';

const esquemaLancamentos = esquemaServico.extend({
  DATA_DIR: pastaDados,
  // Where the versioned builds are read for the check: the site's own origin, as the renderer
  // reads it (the gateway).
  SITE_INTERNO_URL: urlOpcional,
  // Other origins a build may be released from (a CDN), separated by spaces or commas.
  LANCAMENTOS_ORIGENS: opcional(z.string().default('')),
  LANCAMENTOS_PRAZO_MS: opcional(inteiro(100, 60_000).default(5000)),
});

export interface ConfiguracaoLancamentos extends ConfiguracaoServico {
  /** The record's file: `<DATA_DIR>/lancamentos/registo.json`. */
  ficheiroRegisto: string;
  verificacao: OpcoesVerificacao;
}

/** The release service's settings (docker/README.md); the credentials are read apart. */
export function lerConfiguracaoLancamentos(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoLancamentos {
  const v = lerAmbiente(esquemaLancamentos, env);
  return {
    ...paraServico(v),
    ficheiroRegisto: join(v.DATA_DIR, 'lancamentos', 'registo.json'),
    verificacao: {
      origemInterna: v.SITE_INTERNO_URL ?? 'http://127.0.0.1:8080',
      origensPermitidas: origensDaLista(v.LANCAMENTOS_ORIGENS),
      limiteMs: v.LANCAMENTOS_PRAZO_MS,
    },
  };
}
