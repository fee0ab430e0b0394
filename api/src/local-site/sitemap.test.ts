import type { FastifyInstance } from 'fastify';

import {
  caminhoEvento,
  caminhoTipoEvento,
  eventosVisiveis,
  type Evento,
  type TipoEvento,
} from '@site/shared/contract';

import { pastaTemporaria } from '../referencia/testes/api-de-teste';

import { construirLocalSite } from './aplicacao-site';

const dados = pastaTemporaria();
const site = pastaTemporaria();
const abertos: FastifyInstance[] = [];

async function localSite(extra: Record<string, string> = {}) {
  const { app } = await construirLocalSite({
    env: { SITE_DIST_DIR: site.pasta, DATA_DIR: dados.pasta, ...extra },
    logger: false,
    raizRepositorio: site.pasta,
  });
  abertos.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(abertos.map((app) => app.close()));
  dados.remover();
  site.remover();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');

describe('sitemap.xml e robots.txt do site local', () => {
  it('lista cada rota pública, cada tipo de evento e cada evento activo, com o endereço do pedido', async () => {
    const app = await localSite();
    const eventos = (
      await app.inject({
        method: 'POST',
        url: '/eve/api/v1/eventos/classificacao',
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
        payload: {
          idClassificacao: 1,
          codIdioma: 'pt',
          utilizadorSessao: { idUtilizador: 5, username: 'website' },
        },
      })
    ).json<{ objecto: Evento[] }>().objecto;
    const tipos = (await app.inject('/eve/api/v1/tiposEventos/Lista/pt')).json<{
      objecto: TipoEvento[];
    }>().objecto;
    const inactivos = eventos.filter((e) => e.estado.trim().toLowerCase() !== 'activo');

    const resposta = await app.inject({ url: '/sitemap.xml', headers: { host: 'aaq.example' } });

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toMatch(/^application\/xml/);
    const enderecos = locs(resposta.body);
    for (const caminho of ['/', '/aaq', '/eventos', '/galeria', '/biblioteca', '/contactos']) {
      expect(enderecos).toContain(`http://aaq.example${caminho}`);
    }
    expect(eventosVisiveis(eventos).length).toBeGreaterThan(0);
    for (const evento of eventosVisiveis(eventos)) {
      expect(enderecos).toContain(`http://aaq.example${caminhoEvento(evento)}`);
    }
    for (const evento of inactivos) {
      expect(enderecos).not.toContain(`http://aaq.example${caminhoEvento(evento)}`);
    }
    for (const tipo of tipos) {
      expect(enderecos).toContain(`http://aaq.example${caminhoTipoEvento(tipo)}`);
    }
    expect(enderecos.some((url) => /\/galeria\/[^/]+$/.test(url))).toBe(true);
  });

  it('com PUBLIC_URL, os endereços e a linha Sitemap do robots.txt usam essa origem', async () => {
    const app = await localSite({ PUBLIC_URL: 'https://www.aaq.ao' });

    const robots = await app.inject('/robots.txt');
    const sitemap = await app.inject('/sitemap.xml');

    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Sitemap: https:\/\/www\.aaq\.ao\/sitemap\.xml$/m);
    expect(locs(sitemap.body)[0]).toBe('https://www.aaq.ao/');
  });

  it('sem acesso aos eventos, lista o resto do sítio; sem CMS nenhum, responde 503', async () => {
    const semEventos = await localSite({ EVE_API_URL: 'http://127.0.0.1:9/eve/api/v1/' });
    const semNada = await localSite({
      EVE_API_URL: 'http://127.0.0.1:9/eve/api/v1/',
      CMS_API_URL: 'http://127.0.0.1:9/cms/api/v1/',
    });

    const parcial = await semEventos.inject('/sitemap.xml');
    const resposta = await semNada.inject('/sitemap.xml');

    expect(parcial.statusCode).toBe(200);
    expect(locs(parcial.body)).toContain('http://localhost/eventos');
    expect(locs(parcial.body).some((url) => /\/galeria\/[^/]+$/.test(url))).toBe(true);
    expect(locs(parcial.body).some((url) => /\/eventos\/\d+\//.test(url))).toBe(false);
    expect(resposta.statusCode).toBe(503);
    expect(resposta.headers['content-type']).toMatch(/^text\/plain/);
    expect(resposta.body).toContain('temporariamente indisponível');
  });
});
