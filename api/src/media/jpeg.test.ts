import { decode } from 'jpeg-js';

import { rasterizarJpeg } from './jpeg';
import { desenharCena } from './svg';

const svg = (largura: number, altura: number, corpo: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}" viewBox="0 0 ${largura} ${altura}">${corpo}</svg>`;

/** The RGB of the pixel at (x, y) of a decoded RGBA picture. */
function pixel(imagem: { data: Uint8Array; width: number }, x: number, y: number): number[] {
  const i = (y * imagem.width + x) * 4;
  return [...imagem.data.subarray(i, i + 3)];
}

const perto = (cor: number[], esperada: number[]) =>
  cor.forEach((canal, i) => expect(Math.abs(canal - (esperada[i] ?? 0))).toBeLessThanOrEqual(6));

describe('imagens rasterizadas em JPEG', () => {
  it('dão um JPEG do tamanho do SVG, com a cena desenhada', () => {
    const jpeg = rasterizarJpeg(
      desenharCena({
        chave: 'evento-1',
        largura: 1200,
        altura: 630,
        titulo: 'Conferência',
        estilo: 'auditorio',
        comLegenda: false,
      }),
    );
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const imagem = decode(jpeg, { useTArray: true });
    expect([imagem.width, imagem.height]).toEqual([1200, 630]);
    const [r, g, b] = pixel(imagem, 2, 2);
    expect(new Set([r, g, b]).size).toBeGreaterThan(1);
    const brilho = (cor: number[]) => cor.reduce((soma, canal) => soma + canal, 0);
    expect(brilho(pixel(imagem, 2, 2))).toBeGreaterThan(brilho(pixel(imagem, 2, 627)));
  });

  it('mantêm as cores do SVG, também as escritas em hsl()', () => {
    const imagem = decode(
      rasterizarJpeg(
        svg(
          64,
          32,
          '<rect width="32" height="32" fill="hsl(30 70% 50%)"/><rect x="32" width="32" height="32" fill="#1d4e89"/>',
        ),
      ),
      { useTArray: true },
    );
    perto(pixel(imagem, 12, 16), [217, 128, 38]);
    perto(pixel(imagem, 48, 16), [0x1d, 0x4e, 0x89]);
  });

  it('não desenham texto, que dependeria das fontes da máquina', () => {
    const imagem = decode(
      rasterizarJpeg(
        svg(
          200,
          60,
          '<rect width="200" height="60" fill="#ffffff"/><text x="4" y="48" font-family="Helvetica, Arial, sans-serif" font-size="48" fill="#000000">Título</text>',
        ),
      ),
      { useTArray: true },
    );
    expect(Math.min(...imagem.data)).toBeGreaterThanOrEqual(250);
  });

  it('o mesmo SVG dá sempre os mesmos bytes', () => {
    const cena = desenharCena({
      chave: 'evento-3',
      largura: 600,
      altura: 315,
      titulo: 'Workshop',
      estilo: 'mosaico',
      comLegenda: false,
    });
    expect(rasterizarJpeg(cena).equals(rasterizarJpeg(cena))).toBe(true);
  });
});
