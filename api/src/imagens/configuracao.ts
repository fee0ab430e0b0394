import { join } from 'node:path';

import { z } from 'zod';

import { origensDaLista, VARIAVEIS_SITE } from '@site/shared/contract';
import {
  descreverProblemas,
  ErroConfiguracao,
  inteiro,
  lerAmbiente,
  opcional,
  variavelSite,
} from '@site/shared/contract/ambiente';

import {
  esquemaServico,
  paraServico,
  pastaDados,
  upstreamCompose,
  type ConfiguracaoServico,
} from '../comum/configuracao-servico';
import { baseDoUpstream } from '../comum/http/upstreams';

import type { PoliticaOrigens } from './politica';
import type { OpcoesServicoImagens } from './servico';

const MB = 1024 * 1024;

/** The image endpoint's own variables; the upstreams come from whoever runs it. */
const esquemaImagens = z.object({
  [VARIAVEIS_SITE.imagens.origens.variavel]: variavelSite(VARIAVEIS_SITE.imagens.origens),
  IMAGENS_CACHE_DIR: opcional(z.string().optional()),
  IMAGENS_CACHE_MB: opcional(inteiro(16, 1_000_000).default(2048)),
  IMAGENS_MEMORIA_MB: opcional(inteiro(0, 4096).default(32)),
  IMAGENS_ORIGINAL_MAX_MB: opcional(inteiro(1, 500).default(25)),
  IMAGENS_MAX_MEGAPIXEIS: opcional(inteiro(1, 1000).default(50)),
  IMAGENS_CONCORRENCIA: opcional(inteiro(1, 64).default(1)),
  IMAGENS_FILA: opcional(inteiro(0, 100_000).default(400)),
  IMAGENS_PRAZO_MS: opcional(inteiro(100, 600_000).default(30_000)),
  IMAGENS_VALIDADE_SEGUNDOS: opcional(inteiro(0, 31_536_000).default(600)),
});

/** Everything of {@link OpcoesServicoImagens} the environment sets (the policy comes apart). */
export type ConfiguracaoImagens = Omit<
  OpcoesServicoImagens,
  'politica' | 'lookup' | 'agora' | 'avisar'
> & {
  /** Origins of the media hosts (`IMAGENS_ORIGENS`). */
  midia: string[];
};

/**
 * Reads the image endpoint's variables (with the data folder its cache defaults under); throws
 * {@link ErroConfiguracao} naming each bad one. `IMAGENS_ORIGENS` is read by the runtime
 * configuration's rule: the same variable tells the browser which pictures to show.
 */
export function lerConfiguracaoImagens(
  env: Record<string, string | undefined>,
  dataDir: string,
): ConfiguracaoImagens {
  const lido = esquemaImagens.safeParse(env);
  if (!lido.success) throw new ErroConfiguracao(descreverProblemas(lido.error, env));
  const v = lido.data;
  return {
    midia: origensDaLista(v[VARIAVEIS_SITE.imagens.origens.variavel] ?? ''),
    pasta: v.IMAGENS_CACHE_DIR ?? join(dataDir, 'imagens'),
    cacheBytes: v.IMAGENS_CACHE_MB * MB,
    memoriaBytes: v.IMAGENS_MEMORIA_MB * MB,
    maxBytes: v.IMAGENS_ORIGINAL_MAX_MB * MB,
    maxPixeis: v.IMAGENS_MAX_MEGAPIXEIS * 1_000_000,
    concorrencia: v.IMAGENS_CONCORRENCIA,
    fila: v.IMAGENS_FILA,
    prazoMs: v.IMAGENS_PRAZO_MS,
    // A CMS's own first answer for a picture can be slow (the seed makes each photo on first use).
    prazoDescargaMs: 30_000,
    validadeMs: v.IMAGENS_VALIDADE_SEGUNDOS * 1000,
  };
}

const esquemaServicoImagens = esquemaServico.extend({
  DATA_DIR: pastaDados,
  CMS_UPSTREAM: upstreamCompose,
  EVE_UPSTREAM: upstreamCompose,
  APL_UPSTREAM: upstreamCompose,
});

/** The Docker image service's configuration: how it listens, where pictures may come from, its cache. */
export interface ConfiguracaoServidorImagens extends ConfiguracaoServico {
  politica: PoliticaOrigens;
  imagens: ConfiguracaoImagens;
}

/**
 * The Docker image service's environment: HOST, PORT, LOG_LEVEL, TRUST_PROXY and DATA_DIR as the
 * API reads them, the upstreams as the gateway reads them (`CMS_UPSTREAM`…, so relative picture
 * paths go where the gateway sends `/cms/api/v1/`), and the endpoint's own; throws
 * {@link ErroConfiguracao} naming each bad variable.
 */
export function lerConfiguracaoServidorImagens(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoServidorImagens {
  const v = lerAmbiente(esquemaServicoImagens, env);
  const imagens = lerConfiguracaoImagens(env, v.DATA_DIR);
  return {
    ...paraServico(v),
    politica: {
      bases: {
        cms: baseDoUpstream(v.CMS_UPSTREAM, 'cms'),
        eve: baseDoUpstream(v.EVE_UPSTREAM, 'eve'),
        apl: baseDoUpstream(v.APL_UPSTREAM, 'apl'),
      },
      midia: imagens.midia,
    },
    imagens,
  };
}
