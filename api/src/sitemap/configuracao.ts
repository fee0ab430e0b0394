import { VARIAVEIS_SITE, type NomeRemoto } from '@site/shared/contract';
import {
  inteiro,
  lerAmbiente,
  opcional,
  urlOpcional,
  variavelSite,
} from '@site/shared/contract/ambiente';

import {
  esquemaServico,
  paraServico,
  upstreamCompose,
  type ConfiguracaoServico,
} from '../comum/configuracao-servico';
import { baseDoUpstream } from '../comum/http/upstreams';

import type { BaseConteudo } from './conteudo';
import { RUM_POR_SEGUNDO_OMISSAO } from './rum/coletor';

const { associacao, urlPublico, remotos } = VARIAVEIS_SITE;

const esquemaSitemap = esquemaServico.extend({
  [associacao.slug.variavel]: variavelSite(associacao.slug),
  [associacao.nome.variavel]: variavelSite(associacao.nome),
  [associacao.sigla.variavel]: variavelSite(associacao.sigla),
  [associacao.descricao.variavel]: variavelSite(associacao.descricao),
  [urlPublico.variavel]: variavelSite(urlPublico),
  CMS_UPSTREAM: upstreamCompose,
  EVE_UPSTREAM: upstreamCompose,
  SITEMAP_CACHE_SECONDS: opcional(inteiro(0, 86_400).default(300)),
  // The real visitors' collector: the remotes' manifests it reads their live versions from (the
  // shell's variables, read through the site's own origin, as the renderer does), and its rate.
  [remotos.mfe_eventos.variavel]: variavelSite(remotos.mfe_eventos),
  [remotos.mfe_institucional.variavel]: variavelSite(remotos.mfe_institucional),
  [remotos.mfe_conteudos.variavel]: variavelSite(remotos.mfe_conteudos),
  SITE_INTERNO_URL: urlOpcional,
  RUM_POR_SEGUNDO: opcional(inteiro(1, 100_000).default(RUM_POR_SEGUNDO_OMISSAO)),
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
  rum: {
    /** Each remote's entry URL (or path), as the shell's configuration names it. */
    remotos: Record<NomeRemoto, string>;
    /** The origin a path is read from (SITE_INTERNO_URL, the gateway by default). */
    origem: string;
    porSegundo: number;
  };
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
    rum: {
      remotos: {
        mfe_eventos: v[remotos.mfe_eventos.variavel] ?? remotos.mfe_eventos.omissao,
        mfe_institucional:
          v[remotos.mfe_institucional.variavel] ?? remotos.mfe_institucional.omissao,
        mfe_conteudos: v[remotos.mfe_conteudos.variavel] ?? remotos.mfe_conteudos.omissao,
      },
      origem: v.SITE_INTERNO_URL || 'http://gateway:8080',
      porSegundo: v.RUM_POR_SEGUNDO,
    },
  };
}
