import { createHash } from 'node:crypto';
import { setImmediate as vez } from 'node:timers/promises';

import sharp, { type OverlayOptions } from 'sharp';

import { exifDeCamara, type Lugar } from './exif';
import { desenharCena, sequenciaInteira, type EstiloCena } from './svg';

/** JPEG quality of the photographs: a camera's "fine" setting. */
const QUALIDADE = 93;

/**
 * Luminance noise laid over the drawn scene with `soft-light`, from blotches a 96th of the
 * picture wide down to single pixels, so the picture has a photograph's statistics: its encoded
 * size, and how it compresses at smaller widths, are a camera's, not a flat drawing's.
 */
const CAMADAS = [
  { divisor: 96, amplitude: 60 },
  { divisor: 24, amplitude: 60 },
  { divisor: 6, amplitude: 50 },
  { divisor: 1, amplitude: 40 },
] as const;

/** A camera's full size, 3:2 at 6 megapixels; the site's image endpoint makes every other. */
export const TAMANHO_CAMARA = { largura: 3000, altura: 2000 } as const;

/** Pixels of noise made between two turns of the event loop (a few milliseconds of work). */
const PIXEIS_POR_VEZ = 1 << 18;

/** Everything that decides a photograph's bytes. */
export interface ReceitaFotografia {
  /** Seeds the scene, the noise and the camera. */
  chave: string;
  largura: number;
  altura: number;
  estilo: EstiloCena;
  lugar: Lugar;
}

/**
 * A short hash of the recipe and of how it is cooked, for file names that never go stale: bump
 * `versao` when the code of the scenes, the noise or the EXIF changes what it makes.
 */
export function assinaturaFotografia(receita: ReceitaFotografia): string {
  const { chave, largura, altura, estilo, lugar } = receita;
  const { latitude, longitude, altitude } = lugar;
  // Written out, so that the order the caller's object has its keys in cannot change the hash.
  const tudo = JSON.stringify({
    versao: 1,
    receita: [chave, largura, altura, estilo, latitude, longitude, altitude],
    CAMADAS,
    QUALIDADE,
  });
  return createHash('sha256').update(tudo).digest('hex').slice(0, 10);
}

/**
 * One layer of uniform noise around mid-grey, `largura`×`altura` single-channel pixels, from the
 * key's sequence; made in slices so the event loop keeps turning.
 */
async function ruido(
  largura: number,
  altura: number,
  amplitude: number,
  seguinte: () => number,
): Promise<Buffer> {
  const tabela = Uint8Array.from({ length: 256 }, (_, b) =>
    Math.round(128 + amplitude * ((b / 255) * 2 - 1)),
  );
  const pixeis = Buffer.alloc(largura * altura);
  for (let inicio = 0; inicio < pixeis.length; inicio += PIXEIS_POR_VEZ) {
    const fim = Math.min(pixeis.length, inicio + PIXEIS_POR_VEZ);
    for (let i = inicio; i < fim; i += 4) {
      const n = seguinte();
      pixeis[i] = tabela[n & 0xff] ?? 128;
      if (i + 1 < fim) pixeis[i + 1] = tabela[(n >>> 8) & 0xff] ?? 128;
      if (i + 2 < fim) pixeis[i + 2] = tabela[(n >>> 16) & 0xff] ?? 128;
      if (i + 3 < fim) pixeis[i + 3] = tabela[n >>> 24] ?? 128;
    }
    if (fim < pixeis.length) await vez();
  }
  return pixeis;
}

/** The noise layers at full size, each upscaled from its own grid with a cubic kernel. */
async function camadasDeRuido(receita: ReceitaFotografia): Promise<OverlayOptions[]> {
  const { largura, altura } = receita;
  const seguinte = sequenciaInteira(`ruido:${receita.chave}`);
  const camadas: OverlayOptions[] = [];
  for (const { divisor, amplitude } of CAMADAS) {
    const w = Math.max(1, Math.ceil(largura / divisor));
    const h = Math.max(1, Math.ceil(altura / divisor));
    const grelha = await ruido(w, h, amplitude, seguinte);
    const camada =
      divisor === 1
        ? grelha
        : await sharp(grelha, { raw: { width: w, height: h, channels: 1 } })
            .resize(largura, altura, { kernel: 'cubic', fit: 'fill' })
            // Else libvips hands back three sRGB bands, which the overlay below, declared as one
            // band, would read as a picture three times as wide: stripes.
            .toColourspace('b-w')
            .raw()
            .toBuffer();
    // A single band is read as greyscale and brought to sRGB by libvips before blending.
    camadas.push({
      input: camada,
      raw: { width: largura, height: altura, channels: 1 },
      blend: 'soft-light',
    });
  }
  return camadas;
}

/**
 * A camera-sized JPEG of the key's scene: the SVG drawn by libvips, luminance noise at several
 * scales, quality {@link QUALIDADE}, and camera EXIF with a GPS position. The same recipe gives
 * the same bytes (with the same libvips). About 1.3 s of CPU at 3000×2000, on sharp's threads
 * but for the noise, which is made in slices between turns of the event loop.
 */
export async function gerarFotografia(receita: ReceitaFotografia): Promise<Buffer> {
  const svg = desenharCena({
    chave: receita.chave,
    largura: receita.largura,
    altura: receita.altura,
    // No text is drawn (fonts differ from machine to machine): the title is only the SVG's.
    titulo: receita.chave,
    estilo: receita.estilo,
    comLegenda: false,
  });
  const camadas = await camadasDeRuido(receita);
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .composite(camadas)
    .jpeg({ quality: QUALIDADE })
    .withMetadata({ density: 72 })
    .withExif(exifDeCamara(receita.chave, receita.lugar))
    .toBuffer();
}
