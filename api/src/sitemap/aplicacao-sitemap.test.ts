import type { FastifyInstance } from 'fastify';

import { criarApiDeTeste, type ApiDeTeste } from '../referencia/testes/api-de-teste';

import { construirAplicacaoSitemap } from './aplicacao-sitemap';
import { lerConfiguracaoSitemap } from './configuracao';

let api: ApiDeTeste;
let sitemap: FastifyInstance;
let agora = 0;

beforeAll(async () => {
  api = await criarApiDeTeste();
  const upstream = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const config = lerConfiguracaoSitemap({
    CMS_UPSTREAM: upstream,
    EVE_UPSTREAM: `${upstream}/eve/api/v1`,
    PUBLIC_URL: 'https://www.aaq.ao',
    SITEMAP_CACHE_SECONDS: '60',
  });
  sitemap = await construirAplicacaoSitemap(config, { logger: false, agora: () => agora });
});
afterAll(async () => {
  await sitemap.close();
  await api.app.close();
  await api.fechar().catch(() => undefined);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe('servidor do sitemap da instalação Docker', () => {
  it('responde à sua própria verificação de saúde', async () => {
    const resposta = await sitemap.inject('/health');
    expect(resposta.json()).toEqual({ estado: 'ok' });
  });

  it('lê o CMS por HTTP e lista as rotas e os eventos com o endereço público', async () => {
    const resposta = await sitemap.inject('/sitemap.xml');

    expect(resposta.statusCode).toBe(200);
    const enderecos = locs(resposta.body);
    expect(enderecos).toContain('https://www.aaq.ao/aaq');
    expect(enderecos).toContain('https://www.aaq.ao/eventos/agendados');
    expect(
      enderecos.some((url) => /^https:\/\/www\.aaq\.ao\/eventos\/\d+\/[a-z0-9-]+$/.test(url ?? '')),
    ).toBe(true);
    expect(enderecos.every((url) => url?.startsWith('https://www.aaq.ao/'))).toBe(true);
  });

  it('outros caminhos respondem 404 com o envelope em português', async () => {
    const resposta = await sitemap.inject('/cms/api/v1/paginas');
    expect(resposta.statusCode).toBe(404);
  });

  it('com o CMS parado, serve o sitemap guardado e, expirado, responde 503', async () => {
    await api.app.close();

    const guardado = await sitemap.inject('/sitemap.xml');
    agora += 61_000;
    const expirado = await sitemap.inject('/sitemap.xml');
    const robots = await sitemap.inject('/robots.txt');

    expect(guardado.statusCode).toBe(200);
    expect(expirado.statusCode).toBe(503);
    expect(expirado.body).toContain('temporariamente indisponível');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://www.aaq.ao/sitemap.xml');
  });
});
