import { urlImagem, type LarguraImagem } from '@site/shared/contract';

import {
  ACCEPT_CHROMIUM,
  criarOrigemImagens,
  criarServidorDeTeste,
  fotografia,
  type OrigemImagens,
} from './testes/origem-imagens';

let cms: OrigemImagens;
const VERSIONADA = '/cms/api/v1/media/sede.0a1b2c3d4e.jpg';
const SEM_VERSAO = '/uploads/2026/06/sala.jpg';

beforeEach(async () => {
  cms = await criarOrigemImagens();
  cms.rotas.set(VERSIONADA, { corpo: await fotografia(1600, 1000), tipo: 'image/jpeg' });
  cms.rotas.set(SEM_VERSAO, {
    corpo: await fotografia(1600, 1000, '#aa3355'),
    tipo: 'image/jpeg',
    etag: '"v1"',
  });
});
afterEach(async () => {
  await cms.fechar();
});

type Site = Awaited<ReturnType<typeof criarServidorDeTeste>>;
const pedir = (site: Site, url: string, largura: LarguraImagem = 640, cabecalhos = {}) =>
  site.app.inject({
    url: urlImagem(url, largura),
    headers: { accept: ACCEPT_CHROMIUM, ...cabecalhos },
  });
const pedidosAo = (caminho: string) => cms.pedidos.filter((pedido) => pedido === caminho).length;

describe('a cache das imagens', () => {
  it('faz cada variante uma vez: a segunda resposta vem da cache, sem pedir o original de novo', async () => {
    const site = await criarServidorDeTeste(cms);
    const primeira = await pedir(site, VERSIONADA);
    const segunda = await pedir(site, VERSIONADA);
    expect([primeira.headers['x-imagem-cache'], segunda.headers['x-imagem-cache']]).toEqual([
      'MISS',
      'HIT',
    ]);
    expect(segunda.rawPayload.equals(primeira.rawPayload)).toBe(true);
    expect(segunda.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pedidosAo(VERSIONADA)).toBe(1);
    await site.fechar();
  });

  it('vinte pedidos simultâneos da mesma variante nova descodificam-na uma só vez', async () => {
    const site = await criarServidorDeTeste(cms);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => pedir(site, VERSIONADA, 480)),
    );
    expect(new Set(respostas.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(pedidosAo(VERSIONADA)).toBe(1);
    expect(site.servico.contadores.variantes).toBe(1);
    await site.fechar();
  });

  it('sobrevive a um reinício e continua a servir com o CMS em baixo', async () => {
    const primeiro = await criarServidorDeTeste(cms);
    const antes = await pedir(primeiro, VERSIONADA, 800);
    await primeiro.fechar(false);
    await cms.fechar();

    const segundo = await criarServidorDeTeste(cms, {}, { pasta: primeiro.pasta });
    const depois = await pedir(segundo, VERSIONADA, 800);
    expect([depois.statusCode, depois.headers['x-imagem-cache']]).toEqual([200, 'HIT']);
    expect(depois.rawPayload.equals(antes.rawPayload)).toBe(true);
    // A width not made before comes from the original kept on disk.
    const novaLargura = await pedir(segundo, VERSIONADA, 320);
    expect([novaLargura.statusCode, novaLargura.headers['x-imagem-cache']]).toEqual([200, 'MISS']);
    await segundo.fechar();
    cms = await criarOrigemImagens();
  });

  it('sem versão no endereço: ETag, validade curta e 304 ao navegador que já a tem', async () => {
    const site = await criarServidorDeTeste(cms);
    const url = `${cms.origem}${SEM_VERSAO}`;
    const primeira = await pedir(site, url);
    expect(primeira.headers['cache-control']).toBe(
      'public, max-age=600, stale-while-revalidate=86400, stale-if-error=604800',
    );
    const etag = String(primeira.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}-640-avif"$/);
    const condicional = await pedir(site, url, 640, { 'if-none-match': etag });
    expect([condicional.statusCode, condicional.body]).toEqual([304, '']);
    await site.fechar();
  });

  it('revalida o original passada a validade: mantém-no se não mudou, refá-lo se mudou', async () => {
    let agora = 1_000_000;
    const site = await criarServidorDeTeste(cms, {}, { agora: () => agora });
    const url = `${cms.origem}${SEM_VERSAO}`;
    const primeira = await pedir(site, url);

    agora += 601_000;
    const obsoleta = await pedir(site, url);
    expect([obsoleta.headers['x-imagem-cache'], obsoleta.headers.etag]).toEqual([
      'STALE',
      primeira.headers.etag,
    ]);
    await new Promise((resolver) => setTimeout(resolver, 100));
    expect(pedidosAo(SEM_VERSAO)).toBe(2);
    expect((await pedir(site, url)).headers['x-imagem-cache']).toBe('HIT');

    cms.rotas.set(SEM_VERSAO, {
      corpo: await fotografia(1600, 1000, '#22aa55'),
      tipo: 'image/jpeg',
      etag: '"v2"',
    });
    agora += 601_000;
    await pedir(site, url);
    await new Promise((resolver) => setTimeout(resolver, 100));
    const mudada = await pedir(site, url);
    expect([
      mudada.headers['x-imagem-cache'],
      mudada.headers.etag === primeira.headers.etag,
    ]).toEqual(['MISS', false]);
    await site.fechar();
  });

  it('espera por um CMS que leva mais de 5 s a responder, em vez de desistir', async () => {
    const foto = await fotografia(800, 600);
    cms.rotas.set('/uploads/lenta.jpg', (_pedido, resposta) => {
      setTimeout(() => {
        resposta.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': foto.length });
        resposta.end(foto);
      }, 5_500);
    });
    const site = await criarServidorDeTeste(cms);
    // A first picture leaves a kept-alive connection to the CMS, which the slow one then reuses.
    expect((await pedir(site, `${cms.origem}${SEM_VERSAO}`, 320)).statusCode).toBe(200);
    const resposta = await pedir(site, `${cms.origem}/uploads/lenta.jpg`, 320);
    expect([resposta.statusCode, resposta.headers['content-type']]).toEqual([200, 'image/avif']);
    await site.fechar();
  }, 20_000);

  it('com a fila cheia responde 503 com Retry-After, e nada se perde para o pedido seguinte', async () => {
    const site = await criarServidorDeTeste(cms, { IMAGENS_CONCORRENCIA: '1', IMAGENS_FILA: '0' });
    const respostas = await Promise.all([
      pedir(site, VERSIONADA, 1920),
      pedir(site, VERSIONADA, 1600),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 503]);
    const ocupada = respostas.find((r) => r.statusCode === 503);
    expect(ocupada?.headers['retry-after']).toBe('5');
    const depois = await pedir(site, VERSIONADA, ocupada === respostas[0] ? 1920 : 1600);
    expect(depois.statusCode).toBe(200);
    await site.fechar();
  });
});
