import type { FastifyInstance } from 'fastify';

import { BASES_API, type ConfiguracaoSite } from '@site/shared/contract';

import { registarAgenda } from '../sitemap/agenda/rotas';
import type { LeitorConteudo } from '../sitemap/conteudo';
import { registarFeed } from '../sitemap/feed/rotas';
import { registarPesquisa } from '../sitemap/pesquisa/rotas';
import { registarSitemap as registarRotasSitemap } from '../sitemap/rotas';

/**
 * Reads the content through the site's own API routes (`inject`), so it is the embedded reference
 * backend or, when CMS_API_URL/EVE_API_URL are set, the real CMS behind the proxy.
 */
function leitorLocal(app: FastifyInstance): LeitorConteudo {
  return async (base, caminho, corpo) => {
    const url = `${BASES_API[base]}${caminho}`;
    const resposta = await app.inject({
      method: corpo === undefined ? 'GET' : 'POST',
      url,
      // The double-submit XSRF check only needs the cookie and the header to agree.
      headers: { cookie: 'XSRF-TOKEN=sitemap', 'x-xsrf-token': 'sitemap' },
      ...(corpo === undefined ? {} : { payload: corpo }),
    });
    if (resposta.statusCode !== 200) throw new Error(`${url} answered HTTP ${resposta.statusCode}`);
    return resposta.json();
  };
}

/**
 * `/sitemap.xml`, `/robots.txt`, the calendars and the feed of the local site, read fresh on every
 * request.
 */
export function registarSitemap(app: FastifyInstance, site: ConfiguracaoSite): void {
  const descoberta = {
    ler: leitorLocal(app),
    slugAssociacao: site.associacao.slug,
    associacao: site.associacao,
    urlPublico: site.urlPublico,
    cacheSegundos: 0,
  };
  registarRotasSitemap(app, descoberta);
  registarAgenda(app, descoberta);
  registarFeed(app, descoberta);
  registarPesquisa(app, descoberta);
}
