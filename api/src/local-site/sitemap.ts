import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  BASES_API,
  caminhoEvento,
  caminhoTipoEvento,
  eventosVisiveis,
  GRUPOS,
  ID_CLASSIFICACAO_PADRAO,
  LINGUA,
  UTILIZADOR_WEBSITE,
  type ConfiguracaoSite,
  type Evento,
  type Registo,
  type TipoEvento,
} from '@site/shared/contract';

/** The section pages every visitor can open (spec §2), `{slug}` being the association's page. */
export function rotasPublicas(slugAssociacao: string): string[] {
  return [
    '/',
    `/${slugAssociacao}`,
    '/associados',
    '/associados/inscricao',
    '/contactos',
    '/eventos',
    '/eventos/agendados',
    '/eventos/realizados',
    '/parcerias',
    '/normalizacao',
    '/biblioteca',
    '/galeria',
    '/faqs',
  ];
}

const escaparXml = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A sitemaps.org `urlset` of absolute addresses. */
export function xmlSitemap(origem: string, caminhos: readonly string[]): string {
  const urls = [...new Set(caminhos)]
    .map((caminho) => `  <url><loc>${escaparXml(new URL(caminho, origem).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The public origin: PUBLIC_URL when configured, else the one the request came to. */
function origemDoPedido(pedido: FastifyRequest, urlPublico: string): string {
  if (urlPublico) return new URL(urlPublico).origin;
  return `${pedido.protocol}://${pedido.host}`;
}

/**
 * Reads the content through the site's own API routes (`inject`), so it is the embedded reference
 * backend or, when CMS_API_URL/EVE_API_URL are set, the real CMS behind the proxy.
 */
async function lerApi<T>(
  app: FastifyInstance,
  metodo: 'GET' | 'POST',
  url: string,
  corpo?: unknown,
): Promise<T> {
  const resposta = await app.inject({
    method: metodo,
    url,
    // The double-submit XSRF check only needs the cookie and the header to agree.
    headers: { cookie: 'XSRF-TOKEN=sitemap', 'x-xsrf-token': 'sitemap' },
    ...(corpo === undefined ? {} : { payload: corpo as object }),
  });
  if (resposta.statusCode !== 200) throw new Error(`${url} answered HTTP ${resposta.statusCode}`);
  return (resposta.json() as { objecto: T }).objecto;
}

/** Every address of the sitemap: the sections, event types, visible events and gallery albums. */
async function caminhosDoSite(app: FastifyInstance, site: ConfiguracaoSite): Promise<string[]> {
  const [eventos, tipos, albuns] = await Promise.allSettled([
    lerApi<Evento[]>(app, 'POST', `${BASES_API.eve}eventos/classificacao`, {
      idClassificacao: ID_CLASSIFICACAO_PADRAO,
      codIdioma: LINGUA,
      utilizadorSessao: { ...UTILIZADOR_WEBSITE },
    }),
    lerApi<TipoEvento[]>(app, 'GET', `${BASES_API.eve}tiposEventos/Lista/${LINGUA}`),
    lerApi<Registo[]>(app, 'GET', `${BASES_API.cms}registos/${GRUPOS.galeria}/${LINGUA}/true`),
  ]);
  for (const resultado of [eventos, tipos, albuns]) {
    if (resultado.status === 'rejected') {
      app.log.warn({ err: resultado.reason }, 'sitemap.xml: part of the content is unavailable');
    }
  }
  const valor = <T>(r: PromiseSettledResult<T[]>) => (r.status === 'fulfilled' ? r.value : []);
  return [
    ...rotasPublicas(site.associacao.slug),
    ...valor(tipos).map(caminhoTipoEvento),
    ...eventosVisiveis(valor(eventos)).map(caminhoEvento),
    ...valor(albuns)
      .filter((album) => album.slug)
      .map((album) => `/galeria/${encodeURIComponent(album.slug)}`),
  ];
}

/** `/sitemap.xml` built from the CMS content, and a `/robots.txt` that points crawlers at it. */
export function registarSitemap(app: FastifyInstance, site: ConfiguracaoSite): void {
  app.get('/sitemap.xml', async (pedido, resposta) => {
    const xml = xmlSitemap(
      origemDoPedido(pedido, site.urlPublico),
      await caminhosDoSite(app, site),
    );
    return resposta
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
  app.get('/robots.txt', async (pedido, resposta) =>
    resposta
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\n\nSitemap: ${origemDoPedido(pedido, site.urlPublico)}/sitemap.xml\n`,
      ),
  );
}
