import type { LookupFunction } from 'node:net';

import sharp from 'sharp';

import { MENSAGENS, mensagemImagemGrande, urlImagem } from '@site/shared/contract';

import {
  ACCEPT_CHROMIUM,
  criarOrigemImagens,
  criarServidorDeTeste,
  fotografia,
  type OrigemImagens,
} from './testes/origem-imagens';

let cms: OrigemImagens;
let site: Awaited<ReturnType<typeof criarServidorDeTeste>>;
/** Every name resolves to loopback, the way a name pointing inside the network would. */
const resolverParaDentro: LookupFunction = (_nome, opcoes, devolver) => {
  if (opcoes.all) devolver(null, [{ address: '127.0.0.1', family: 4 }]);
  else devolver(null, '127.0.0.1', 4);
};

beforeAll(async () => {
  cms = await criarOrigemImagens();
  const foto = await fotografia(1200, 800);
  cms.rotas.set('/uploads/foto.jpg', { corpo: foto, tipo: 'image/jpeg' });
  cms.rotas.set('/uploads/redirecciona-fora.jpg', (_pedido, resposta) => {
    resposta.writeHead(302, { location: 'http://outro.exemplo.test/foto.jpg' }).end();
  });
  cms.rotas.set('/uploads/redirecciona-dentro.jpg', (_pedido, resposta) => {
    resposta.writeHead(301, { location: '/uploads/foto.jpg' }).end();
  });
  const grande = Buffer.concat([foto.subarray(0, 4), Buffer.alloc(1_500_000, 7)]);
  cms.rotas.set('/uploads/grande.jpg', { corpo: grande, tipo: 'image/jpeg' });
  cms.rotas.set('/uploads/grande-sem-tamanho.jpg', {
    corpo: grande,
    tipo: 'image/jpeg',
    semTamanho: true,
  });
  const muitosPixeis = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  cms.rotas.set('/uploads/muitos-pixeis.png', { corpo: muitosPixeis, tipo: 'image/png' });
  const pagina = Buffer.from(
    `<!doctype html><html><body>${'<p>Olá</p>'.repeat(200)}</body></html>`,
  );
  cms.rotas.set('/uploads/pagina.jpg', { corpo: pagina, tipo: 'image/jpeg' });
  cms.rotas.set('/uploads/dados.json', { corpo: Buffer.from('{"a":1}'), tipo: 'application/json' });
  cms.rotas.set('/uploads/activo.svg', {
    corpo: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
    tipo: 'image/svg+xml',
  });
  cms.rotas.set('/uploads/manipulador.svg', {
    corpo: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" onload="alert(1)"/></svg>',
    ),
    tipo: 'image/svg+xml',
  });
  cms.rotas.set('/uploads/estragada.jpg', {
    corpo: Buffer.concat([foto.subarray(0, 2000), Buffer.alloc(2000)]),
    tipo: 'image/jpeg',
  });
  site = await criarServidorDeTeste(
    cms,
    {
      IMAGENS_ORIGENS: 'http://fotos.exemplo.test',
      IMAGENS_ORIGINAL_MAX_MB: '1',
      IMAGENS_MAX_MEGAPIXEIS: '1',
    },
    { lookup: resolverParaDentro },
  );
});
afterAll(async () => {
  await site.fechar();
  await cms.fechar();
});
beforeEach(() => {
  cms.pedidos.length = 0;
});

const pedir = (url: string, largura = 640) =>
  site.app.inject({ url: urlImagem(url, largura as 640), headers: { accept: ACCEPT_CHROMIUM } });

/** A refusal: its status, its Portuguese text, no picture and nothing cached. */
function esperarRecusa(
  resposta: Awaited<ReturnType<typeof pedir>>,
  status: number,
  mensagem: string,
) {
  expect({
    status: resposta.statusCode,
    tipo: resposta.headers['content-type'],
    texto: resposta.body,
    cache: resposta.headers['cache-control'],
  }).toEqual({ status, tipo: 'text/plain; charset=utf-8', texto: mensagem, cache: 'no-store' });
}

describe('o ponto de imagens recusa o que não deve buscar nem descodificar', () => {
  it('recusa uma imagem de outra origem sem lhe fazer pedido algum', async () => {
    esperarRecusa(await pedir('https://outro.exemplo.test/foto.jpg'), 403, MENSAGENS.imagemOrigem);
    esperarRecusa(await pedir('//outro.exemplo.test/foto.jpg'), 403, MENSAGENS.imagemOrigem);
    esperarRecusa(await pedir('/uploads/foto.jpg'), 403, MENSAGENS.imagemOrigem);
    esperarRecusa(await pedir('file:///etc/passwd'), 403, MENSAGENS.imagemOrigem);
    esperarRecusa(
      await pedir(`${cms.origem.replace('http:', 'ftp:')}/x.jpg`),
      403,
      MENSAGENS.imagemOrigem,
    );
    expect(cms.pedidos).toEqual([]);
  });

  it('recusa endereços internos que não são os configurados, sem ligar a eles', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/foto.jpg',
      'http://[::1]:80/foto.jpg',
      'http://localhost/foto.jpg',
    ]) {
      esperarRecusa(await pedir(url), 403, MENSAGENS.imagemOrigem);
    }
    expect(cms.pedidos).toEqual([]);
  });

  it('recusa um servidor de media configurado cujo nome resolve para um endereço interno', async () => {
    const resposta = await pedir('http://fotos.exemplo.test/uploads/foto.jpg');
    esperarRecusa(resposta, 403, MENSAGENS.imagemEnderecoInterno);
    expect(cms.pedidos).toEqual([]);
  });

  it('recusa um redireccionamento para outra origem, e segue um para a mesma', async () => {
    const fora = await pedir(`${cms.origem}/uploads/redirecciona-fora.jpg`);
    esperarRecusa(fora, 403, MENSAGENS.imagemRedireccionada);
    const dentro = await pedir(`${cms.origem}/uploads/redirecciona-dentro.jpg`);
    expect(dentro.statusCode).toBe(200);
    expect(dentro.headers['content-type']).toBe('image/avif');
    expect(cms.pedidos).toEqual([
      '/uploads/redirecciona-fora.jpg',
      '/uploads/redirecciona-dentro.jpg',
      '/uploads/foto.jpg',
    ]);
  });

  it('recusa um original acima do limite de bytes, anunciado ou não, sem o ler todo', async () => {
    const mensagem = mensagemImagemGrande(1, 1);
    esperarRecusa(await pedir(`${cms.origem}/uploads/grande.jpg`), 413, mensagem);
    esperarRecusa(await pedir(`${cms.origem}/uploads/grande-sem-tamanho.jpg`), 413, mensagem);
  });

  it('recusa um original acima do limite de píxeis pelas suas dimensões', async () => {
    const resposta = await pedir(`${cms.origem}/uploads/muitos-pixeis.png`);
    esperarRecusa(resposta, 413, mensagemImagemGrande(1, 1));
  });

  it('recusa uma largura que não está na lista, e um pedido sem url', async () => {
    const foto = encodeURIComponent(`${cms.origem}/uploads/foto.jpg`);
    for (const url of [
      `/imagem?url=${foto}&w=641`,
      `/imagem?url=${foto}&w=abc`,
      `/imagem?url=${foto}`,
      '/imagem?w=640',
      `/imagem?url=${foto}&w=640&partilha=1`,
    ]) {
      esperarRecusa(await site.app.inject(url), 400, MENSAGENS.imagemPedido);
    }
    expect(cms.pedidos).toEqual([]);
  });

  it('recusa o que não é imagem, pelo tipo ou pelos primeiros bytes', async () => {
    esperarRecusa(await pedir(`${cms.origem}/uploads/pagina.jpg`), 415, MENSAGENS.imagemNaoEImagem);
    esperarRecusa(await pedir(`${cms.origem}/uploads/dados.json`), 415, MENSAGENS.imagemNaoEImagem);
  });

  it('recusa um SVG com script ou com manipuladores de eventos', async () => {
    esperarRecusa(await pedir(`${cms.origem}/uploads/activo.svg`), 415, MENSAGENS.imagemSvgActivo);
    esperarRecusa(
      await pedir(`${cms.origem}/uploads/manipulador.svg`),
      415,
      MENSAGENS.imagemSvgActivo,
    );
  });

  it('responde 404 a um original que o CMS não tem e 415 a um estragado', async () => {
    esperarRecusa(
      await pedir(`${cms.origem}/uploads/nao-existe.jpg`),
      404,
      MENSAGENS.imagemInexistente,
    );
    esperarRecusa(
      await pedir(`${cms.origem}/uploads/estragada.jpg`),
      415,
      MENSAGENS.imagemIlegivel,
    );
  });
});
