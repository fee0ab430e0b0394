import sharp from 'sharp';

import { lerExif, TAGS_EXIF } from '../testes/exif';

import {
  assinaturaFotografia,
  gerarFotografia,
  TAMANHO_CAMARA,
  type ReceitaFotografia,
} from './fotografia';
import { LUGARES } from './lugares';

/** A small recipe: the pipeline is the same at any size, and small is quick. */
const receita = (mudancas: Partial<ReceitaFotografia> = {}): ReceitaFotografia => ({
  chave: 'evento-1',
  largura: 600,
  altura: 400,
  estilo: 'auditorio',
  lugar: LUGARES.benguela,
  ...mudancas,
});

/** Correlation of each pixel's luminance with its neighbour at (dx, dy), over a 300×300 crop. */
async function correlacao(jpeg: Buffer, dx: number, dy: number): Promise<number> {
  const { data, info } = await sharp(jpeg)
    .extract({ left: 100, top: 50, width: 310, height: 310 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const v = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
  let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
  const n = 300 * 300;
  for (let y = 0; y < 300; y += 1) {
    for (let x = 0; x < 300; x += 1) {
      const [a, b] = [v(x, y), v(x + dx, y + dy)];
      [sa, sb, saa, sbb, sab] = [sa + a, sb + b, saa + a * a, sbb + b * b, sab + a * b];
    }
  }
  const cov = sab / n - (sa / n) * (sb / n);
  return cov / Math.sqrt((saa / n - (sa / n) ** 2) * (sbb / n - (sb / n) ** 2));
}

describe('fotografias geradas', () => {
  it('são JPEG do tamanho pedido, com a câmara e a posição GPS no EXIF', async () => {
    const metadados = await sharp(await gerarFotografia(receita())).metadata();
    expect([metadados.format, metadados.width, metadados.height]).toEqual(['jpeg', 600, 400]);
    const exif = lerExif(metadados.exif ?? Buffer.alloc(0));
    expect(exif.ifd0.get(TAGS_EXIF.make)).toEqual(expect.any(String));
    expect(exif.ifd0.get(TAGS_EXIF.model)).toEqual(expect.any(String));
    expect(exif.exif.get(TAGS_EXIF.dateTimeOriginal)).toMatch(/^2025:\d{2}:\d{2} \d{2}:\d{2}:00$/);
    expect(exif.gps.get(TAGS_EXIF.gpsLatitudeRef)).toBe('S');
    expect(exif.gps.get(TAGS_EXIF.gpsLongitudeRef)).toBe('E');
    const [graus = 0, minutos = 0, segundos = 0] = exif.gps.get(TAGS_EXIF.gpsLatitude) as number[];
    expect(graus + minutos / 60 + segundos / 3600).toBeCloseTo(-LUGARES.benguela.latitude, 3);
  });

  it('a mesma receita dá os mesmos bytes e a mesma assinatura; outra, outras', async () => {
    const [a, b, outra] = await Promise.all([
      gerarFotografia(receita()),
      gerarFotografia(receita()),
      gerarFotografia(receita({ chave: 'evento-2' })),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(outra)).toBe(false);
    expect(assinaturaFotografia(receita())).toBe(assinaturaFotografia(receita()));
    for (const mudanca of [
      { chave: 'evento-2' },
      { largura: 601 },
      { estilo: 'cidade' as const },
      { lugar: LUGARES.huambo },
    ]) {
      expect(assinaturaFotografia(receita(mudanca))).not.toBe(assinaturaFotografia(receita()));
    }
  });

  it('o grão não desenha riscas: vizinhos na vertical e na horizontal parecem-se igualmente', async () => {
    const jpeg = await gerarFotografia(receita({ estilo: 'paisagem' }));
    const [lado, baixo, tresAbaixo] = await Promise.all([
      correlacao(jpeg, 1, 0),
      correlacao(jpeg, 0, 1),
      correlacao(jpeg, 0, 3),
    ]);
    expect(Math.abs(lado - baixo)).toBeLessThan(0.05);
    expect(tresAbaixo).toBeLessThan(baixo);
  });

  it('no tamanho da câmara pesa como uma fotografia, e o servidor continua a responder', async () => {
    const inicio = performance.now();
    let ultima = inicio;
    let maiorPausa = 0;
    const relogio = setInterval(() => {
      maiorPausa = Math.max(maiorPausa, performance.now() - ultima);
      ultima = performance.now();
    }, 5);
    const jpeg = await gerarFotografia(receita(TAMANHO_CAMARA));
    clearInterval(relogio);
    const duracao = performance.now() - inicio;
    const metadados = await sharp(jpeg).metadata();
    expect([metadados.width, metadados.height]).toEqual([3000, 2000]);
    expect(jpeg.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(jpeg.length).toBeLessThan(3 * 1024 * 1024);
    // Relative to the whole, as a loaded machine slows both: made in one go, it would be all of it.
    expect(maiorPausa).toBeLessThan(duracao / 4);
  });
});
