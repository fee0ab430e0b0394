import Fastify, { type FastifyInstance } from 'fastify';

import type { LeitorConteudo } from './conteudo';
import { registarSitemap, type OpcoesSitemap } from './rotas';

const abertos: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(abertos.map((app) => app.close()));
});

/** A CMS with no events, types or albums, and a switch that takes it down. */
function cmsFalso() {
  const cms = { disponivel: true, leituras: 0 };
  const ler: LeitorConteudo = async () => {
    cms.leituras += 1;
    if (!cms.disponivel) throw new Error('connect ECONNREFUSED');
    return [];
  };
  return { cms, ler };
}

async function servidor(opcoes: Partial<OpcoesSitemap> & Pick<OpcoesSitemap, 'ler'>) {
  const app = Fastify({ logger: false, trustProxy: true });
  registarSitemap(app, { slugAssociacao: 'aaq', urlPublico: '', cacheSegundos: 0, ...opcoes });
  await app.ready();
  abertos.push(app);
  return app;
}

describe('rotas /sitemap.xml e /robots.txt', () => {
  it('sem PUBLIC_URL, usa a origem do pedido (a que o gateway encaminha)', async () => {
    const app = await servidor(cmsFalso());

    const resposta = await app.inject({
      url: '/sitemap.xml',
      headers: { 'x-forwarded-host': 'www.aaq.ao', 'x-forwarded-proto': 'https' },
    });
    const robots = await app.inject({
      url: '/robots.txt',
      headers: { 'x-forwarded-host': 'www.aaq.ao', 'x-forwarded-proto': 'https' },
    });

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(resposta.body).toContain('<loc>https://www.aaq.ao/eventos</loc>');
    expect(robots.body).toMatch(/^Sitemap: https:\/\/www\.aaq\.ao\/sitemap\.xml$/m);
  });

  it('com PUBLIC_URL, os endereços e a linha Sitemap usam essa origem, qualquer que seja o Host', async () => {
    const app = await servidor({ ...cmsFalso(), urlPublico: 'https://sitio.aaq.ao/' });

    const resposta = await app.inject({
      url: '/sitemap.xml',
      headers: { host: 'intruso.example' },
    });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'intruso.example' } });

    expect(resposta.body).toContain('<loc>https://sitio.aaq.ao/</loc>');
    expect(resposta.body).not.toContain('intruso');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://sitio.aaq.ao/sitemap.xml\n',
    );
  });

  it('guarda o sitemap durante cacheSegundos e depois volta a ler o CMS', async () => {
    let agora = 1_000_000;
    const { cms, ler } = cmsFalso();
    const app = await servidor({ ler, cacheSegundos: 300, agora: () => agora });

    const primeira = await app.inject('/sitemap.xml');
    agora += 100_000;
    const segunda = await app.inject('/sitemap.xml');
    const leiturasEmCache = cms.leituras;
    agora += 200_000;
    await app.inject('/sitemap.xml');

    expect(primeira.headers['cache-control']).toBe('public, max-age=300');
    expect(segunda.headers['cache-control']).toBe('public, max-age=200');
    expect(leiturasEmCache).toBe(3);
    expect(cms.leituras).toBe(6);
  });

  it('pedidos simultâneos partilham uma só leitura do CMS', async () => {
    const { cms, ler } = cmsFalso();
    const lento: LeitorConteudo = async (...pedido) => {
      await new Promise((fim) => setTimeout(fim, 50));
      return ler(...pedido);
    };
    const app = await servidor({ ler: lento, cacheSegundos: 0 });

    await Promise.all([app.inject('/sitemap.xml'), app.inject('/sitemap.xml')]);

    expect(cms.leituras).toBe(3);
  });

  it('com o CMS em baixo e nada guardado, responde 503 com uma mensagem curta', async () => {
    let agora = 0;
    const { cms, ler } = cmsFalso();
    const app = await servidor({ ler, cacheSegundos: 60, agora: () => agora });

    const guardado = await app.inject('/sitemap.xml');
    cms.disponivel = false;
    const aindaGuardado = await app.inject('/sitemap.xml');
    agora += 61_000;
    const resposta = await app.inject('/sitemap.xml');
    const robots = await app.inject('/robots.txt');

    expect(guardado.statusCode).toBe(200);
    expect(aindaGuardado.statusCode).toBe(200);
    expect(resposta.statusCode).toBe(503);
    expect(resposta.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(resposta.headers['cache-control']).toBe('no-store');
    expect(resposta.headers['retry-after']).toBe('60');
    expect(resposta.body).toBe(
      'O mapa do sítio está temporariamente indisponível. Tente novamente dentro de momentos.\n',
    );
    expect(robots.statusCode).toBe(200);
  });

  it('uma falha não fica guardada: o CMS de volta, o sitemap também', async () => {
    const { cms, ler } = cmsFalso();
    const app = await servidor({ ler, cacheSegundos: 60 });
    cms.disponivel = false;

    const falhou = await app.inject('/sitemap.xml');
    cms.disponivel = true;
    const voltou = await app.inject('/sitemap.xml');

    expect(falhou.statusCode).toBe(503);
    expect(voltou.statusCode).toBe(200);
  });
});
