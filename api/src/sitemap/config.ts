import { z } from 'zod';

import { VARIAVEIS_SITE } from '@site/shared/contract';
import {
  descreverProblemas,
  ErroConfiguracao,
  inteiro,
  opcional,
  variavelSite,
} from '@site/shared/contract/ambiente';

import { lerConfiguracao, type ConfiguracaoApi } from '../config';
import { baseDoUpstream, esquemaUpstream as upstream } from '../http/upstreams';

import type { BaseConteudo } from './conteudo';

const esquemaSitemap = z.object({
  [VARIAVEIS_SITE.urlPublico.variavel]: variavelSite(VARIAVEIS_SITE.urlPublico),
  CMS_UPSTREAM: opcional(upstream.default('http://api:8080')),
  EVE_UPSTREAM: opcional(upstream.default('http://api:8080')),
  SITEMAP_CACHE_SECONDS: opcional(inteiro(0, 86_400).default(300)),
});

export interface ConfiguracaoSitemap {
  port: number;
  host: string;
  logLevel: ConfiguracaoApi['logLevel'];
  trustProxy: boolean;
  slugAssociacao: string;
  /** `PUBLIC_URL`, or empty (then the origin each request came to). */
  urlPublico: string;
  /** The CMS and EVE base addresses the content is read from. */
  bases: Record<BaseConteudo, string>;
  cacheSegundos: number;
}

/**
 * Parses the sitemap server's environment (HOST, PORT, LOG_LEVEL, TRUST_PROXY and
 * ASSOCIACAO_SLUG as the API reads them, plus its own); throws {@link ErroConfiguracao}.
 */
export function lerConfiguracaoSitemap(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoSitemap {
  const api = lerConfiguracao(env);
  const lido = esquemaSitemap.safeParse(env);
  if (!lido.success) throw new ErroConfiguracao(descreverProblemas(lido.error, env));
  const v = lido.data;
  return {
    port: api.port,
    host: api.host,
    logLevel: api.logLevel,
    trustProxy: api.trustProxy,
    slugAssociacao: api.associacao.slug,
    urlPublico: v[VARIAVEIS_SITE.urlPublico.variavel] ?? '',
    bases: {
      cms: baseDoUpstream(v.CMS_UPSTREAM, 'cms'),
      eve: baseDoUpstream(v.EVE_UPSTREAM, 'eve'),
    },
    cacheSegundos: v.SITEMAP_CACHE_SECONDS,
  };
}
