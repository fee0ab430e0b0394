import sharp from 'sharp';

import { urlImagem, urlImagemPartilha, type LarguraImagem } from '@site/shared/contract';

import {
  ACCEPT_CHROMIUM,
  criarOrigemImagens,
  criarServidorDeTeste,
  fotografia,
  temGps,
  type OrigemImagens,
} from './testes/origem-imagens';

let cms: OrigemImagens;
let site: Awaited<ReturnType<typeof criarServidorDeTeste>>;

beforeAll(async () => {
  cms = await criarOrigemImagens();
  cms.rotas.set('/cms/api/v1/media/foto.3f2a9c1e7b.jpg', {
    corpo: await fotografia(3000, 2000),
    tipo: 'image/jpeg',
  });
  // Stored on its side (2000 wide, 3000 high) with orientation 6: shown 3000 wide, 2000 high.
  cms.rotas.set('/uploads/deitada.jpg', {
    corpo: await sharp(await fotografia(2000, 3000))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
    tipo: 'image/jpeg',
  });
  cms.rotas.set('/uploads/logotipo.png', {
    corpo: await sharp({
      create: {
        width: 600,
        height: 200,
        channels: 4,
        background: { r: 0, g: 80, b: 120, alpha: 0 },
      },
    })
      .png()
      .toBuffer(),
    tipo: 'image/png',
  });
  const quadro = (cor: number) => Buffer.alloc(40 * 30 * 3, cor);
  cms.rotas.set('/uploads/animada.gif', {
    corpo: await sharp(Buffer.concat([quadro(0), quadro(120), quadro(240)]), {
      raw: { width: 40, height: 90, channels: 3, pageHeight: 30 },
    })
      .gif()
      .toBuffer(),
    tipo: 'image/gif',
  });
  cms.rotas.set('/uploads/emblema.svg', {
    corpo: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#0b4f6c"/></svg>',
    ),
    tipo: 'image/svg+xml',
  });
  site = await criarServidorDeTeste(cms);
});
afterAll(async () => {
  await site.fechar();
  await cms.fechar();
});

async function pedir(url: string, largura: LarguraImagem, accept = ACCEPT_CHROMIUM) {
  const resposta = await site.app.inject({ url: urlImagem(url, largura), headers: { accept } });
  const dados = resposta.statusCode === 200 ? await sharp(resposta.rawPayload).metadata() : null;
  return { resposta, dados };
}

describe('o ponto de imagens envia cada fotografia à largura pedida, no formato que o navegador aceita', () => {
  it('AVIF ao Chromium, WebP a quem só aceita WebP, JPEG aos outros, sempre com Vary: Accept', async () => {
    const foto = '/cms/api/v1/media/foto.3f2a9c1e7b.jpg';
    const casos = [
      [ACCEPT_CHROMIUM, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      ['', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, tipo, formato] of casos) {
      const { resposta, dados } = await pedir(foto, 800, accept);
      expect([
        resposta.statusCode,
        resposta.headers['content-type'],
        resposta.headers.vary,
      ]).toEqual([200, tipo, 'Accept']);
      expect([dados?.format, dados?.width, dados?.height]).toEqual([formato, 800, 533]);
    }
  });

  it('uma fotografia de 3000 px a 800 px de largura pesa uma fracção do original', async () => {
    const { resposta } = await pedir('/cms/api/v1/media/foto.3f2a9c1e7b.jpg', 800);
    const original = cms.rotas.get('/cms/api/v1/media/foto.3f2a9c1e7b.jpg');
    expect(original && 'corpo' in original).toBe(true);
    expect(resposta.rawPayload.length).toBeLessThan(
      (original as { corpo: Buffer }).corpo.length / 10,
    );
  });

  it('nunca aumenta uma imagem além do seu tamanho original', async () => {
    const { dados } = await pedir(`${cms.origem}/uploads/logotipo.png`, 1920);
    expect([dados?.width, dados?.height]).toEqual([600, 200]);
  });

  it('tira os metadados (EXIF com GPS) e roda conforme a orientação EXIF', async () => {
    const original = cms.rotas.get('/uploads/deitada.jpg') as { corpo: Buffer };
    const lido = await sharp(original.corpo).metadata();
    expect([lido.orientation, temGps(lido.exif)]).toEqual([6, true]);
    for (const accept of [ACCEPT_CHROMIUM, '*/*']) {
      const { dados } = await pedir(`${cms.origem}/uploads/deitada.jpg`, 320, accept);
      expect({
        exif: dados?.exif,
        icc: dados?.icc,
        largura: dados?.width,
        altura: dados?.height,
      }).toEqual({
        exif: undefined,
        icc: undefined,
        largura: 320,
        altura: 213,
      });
    }
  });

  it('mantém a transparência: PNG para quem não aceita formatos modernos', async () => {
    const { resposta, dados } = await pedir(
      `${cms.origem}/uploads/logotipo.png`,
      320,
      'image/png,*/*',
    );
    expect([resposta.headers['content-type'], dados?.hasAlpha]).toEqual(['image/png', true]);
  });

  it('um GIF animado continua animado: WebP animado, ou GIF para navegadores antigos', async () => {
    const webp = await pedir(`${cms.origem}/uploads/animada.gif`, 160);
    expect([webp.resposta.headers['content-type'], webp.dados?.pages]).toEqual(['image/webp', 3]);
    const gif = await pedir(`${cms.origem}/uploads/animada.gif`, 160, '*/*');
    expect([gif.resposta.headers['content-type'], gif.dados?.pages]).toEqual(['image/gif', 3]);
  });

  it('um SVG sem conteúdo activo passa tal como está, como image/svg+xml', async () => {
    const { resposta } = await pedir(`${cms.origem}/uploads/emblema.svg`, 640);
    expect(resposta.headers['content-type']).toBe('image/svg+xml');
    expect(resposta.body).toContain('<rect width="300"');
  });

  it('a variante de partilha é um JPEG de 1200×630, mesmo de um SVG', async () => {
    for (const original of [
      '/cms/api/v1/media/foto.3f2a9c1e7b.jpg',
      `${cms.origem}/uploads/emblema.svg`,
    ]) {
      const resposta = await site.app.inject({
        url: urlImagemPartilha(original),
        headers: { accept: ACCEPT_CHROMIUM },
      });
      const dados = await sharp(resposta.rawPayload).metadata();
      expect([resposta.headers['content-type'], dados.width, dados.height]).toEqual([
        'image/jpeg',
        1200,
        630,
      ]);
    }
  });
});
