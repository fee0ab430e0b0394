import { VARIAVEIS_SITE } from '@site/shared/contract';
import { inteiro, lerAmbiente, opcional, variavelSite } from '@site/shared/contract/ambiente';

import {
  esquemaServico,
  paraServico,
  upstreamCompose,
  type ConfiguracaoServico,
} from '../comum/configuracao-servico';
import { baseDoUpstream } from '../comum/http/upstreams';

import type { BaseConteudo } from './conteudo';

const { associacao, urlPublico } = VARIAVEIS_SITE;

const esquemaSitemap = esquemaServico.extend({
  [associacao.slug.variavel]: variavelSite(associacao.slug),
  [associacao.nome.variavel]: variavelSite(associacao.nome),
  [associacao.sigla.variavel]: variavelSite(associacao.sigla),
  [associacao.descricao.variavel]: variavelSite(associacao.descricao),
  [urlPublico.variavel]: variavelSite(urlPublico),
  CMS_UPSTREAM: upstreamCompose,
  EVE_UPSTREAM: upstreamCompose,
  SITEMAP_CACHE_SECONDS: opcional(inteiro(0, 86_400).default(300)),
});

export interface ConfiguracaoSitemap extends ConfiguracaoServico {
  slugAssociacao: string;
  /** The association's name, abbreviation and description (feeds, calendars, OpenSearch). */
  nomeAssociacao: string;
  siglaAssociacao: string;
  descricaoAssociacao: string;
  /** `PUBLIC_URL`, or empty (then the origin each request came to). */
  urlPublico: string;
  /** The CMS and EVE base addresses the content is read from. */
  bases: Record<BaseConteudo, string>;
  cacheSegundos: number;
}

/**
 * Parses the sitemap server's environment (HOST, PORT, LOG_LEVEL, TRUST_PROXY and
 * ASSOCIACAO_SLUG as the API reads them, plus its own); throws `ErroConfiguracao`.
 */
export function lerConfiguracaoSitemap(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoSitemap {
  const v = lerAmbiente(esquemaSitemap, env);
  return {
    ...paraServico(v),
    slugAssociacao: v[associacao.slug.variavel] ?? '',
    nomeAssociacao: v[associacao.nome.variavel] ?? '',
    siglaAssociacao: v[associacao.sigla.variavel] ?? '',
    descricaoAssociacao: v[associacao.descricao.variavel] ?? '',
    urlPublico: v[urlPublico.variavel] ?? '',
    bases: {
      cms: baseDoUpstream(v.CMS_UPSTREAM, 'cms'),
      eve: baseDoUpstream(v.EVE_UPSTREAM, 'eve'),
    },
    cacheSegundos: v.SITEMAP_CACHE_SECONDS,
  };
}
