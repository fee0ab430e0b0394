import sharp from 'sharp';

import { ArmazemFotografias } from '../midia/armazem-fotografias';
import { lerExif, TAGS_EXIF } from '../testes/exif';

import { iniciarServidorMidiaMinima, type ServidorMidiaMinima } from './midia';
import { urlUpload } from './uploads';

let fotografias: ArmazemFotografias;
let servidor: ServidorMidiaMinima;
/** The head office's picture: the smallest upload (1200×800), quick to make. */
let url: string;

beforeAll(async () => {
  fotografias = new ArmazemFotografias({ pasta: null });
  servidor = await iniciarServidorMidiaMinima({ fotografias });
  url = urlUpload(servidor.origem, 'sede');
});
afterAll(() => servidor.fechar());

describe('servidor de media do CMS mínimo', () => {
  it('responde na sua própria origem, em 127.0.0.1, com nomes de upload sem hash', () => {
    expect(servidor.origem).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).toBe(`${servidor.origem}/uploads/2026/05/sede-kinaxixi.jpg`);
  });

  it('serve a fotografia como JPEG, com tamanho, ETag e Last-Modified, e EXIF de GPS', async () => {
    const resposta = await fetch(url);
    expect(resposta.status).toBe(200);
    const corpo = Buffer.from(await resposta.arrayBuffer());
    expect(resposta.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(resposta.headers.get('content-length'))).toBe(corpo.length);
    expect(resposta.headers.get('etag')).toMatch(/^"[0-9a-f]{10}"$/);
    expect(Date.parse(resposta.headers.get('last-modified') ?? '')).not.toBeNaN();
    const metadados = await sharp(corpo).metadata();
    expect([metadados.format, metadados.width, metadados.height]).toEqual(['jpeg', 1200, 800]);
    expect(lerExif(metadados.exif ?? Buffer.alloc(0)).gps.get(TAGS_EXIF.gpsLatitudeRef)).toBe('S');
  });

  it('com o ETag em If-None-Match responde 304 sem corpo e sem a refazer; com outro, a imagem', async () => {
    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag') ?? '';
    const feitas = fotografias.geradas;
    const inalterada = await fetch(url, { headers: { 'if-none-match': `"outro", W/${etag}` } });
    expect(inalterada.status).toBe(304);
    expect(inalterada.headers.get('etag')).toBe(etag);
    expect((await inalterada.arrayBuffer()).byteLength).toBe(0);
    const alterada = await fetch(url, { headers: { 'if-none-match': '"outro"' } });
    expect(alterada.status).toBe(200);
    expect((await alterada.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(fotografias.geradas).toBe(feitas);
  });

  it('qualquer outro caminho dá 404, e outro método num upload 405', async () => {
    for (const caminho of [
      '/',
      '/uploads/2026/05/inexistente.jpg',
      '/uploads/2026/05/sede-kinaxixi.png',
      '/uploads/2026/06/sede-kinaxixi.jpg',
      '/cms/api/v1/paginas/pt',
    ]) {
      const resposta = await fetch(`${servidor.origem}${caminho}`);
      expect([caminho, resposta.status]).toEqual([caminho, 404]);
      await resposta.arrayBuffer();
    }
    const envio = await fetch(url, { method: 'POST', body: 'x' });
    expect(envio.status).toBe(405);
    expect(envio.headers.get('allow')).toBe('GET, HEAD');
  });

  it('depois de fechado, a porta deixa de responder', async () => {
    const outro = await iniciarServidorMidiaMinima({ fotografias });
    await fetch(urlUpload(outro.origem, 'sede'), { method: 'HEAD' });
    await outro.fechar();
    await expect(fetch(`${outro.origem}/uploads/2026/05/sede-kinaxixi.jpg`)).rejects.toThrow();
  });
});
