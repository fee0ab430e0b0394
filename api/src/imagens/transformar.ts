import sharp, { type Metadata } from 'sharp';

import {
  IMAGEM_PARTILHA,
  MENSAGENS,
  mensagemImagemGrande,
  PROPORCOES_IMAGEM,
  type ProporcaoImagem,
} from '@site/shared/contract';

import type { Original } from './descarregar';
import { svgSeguro } from './formato';
import { RecusaImagem } from './recusa';

/** What the browser takes, from its `Accept`: the best modern format it names, else the original's kind. */
export type ClasseAceite = 'avif' | 'webp' | 'classico';

export function classeAceite(accept: string | undefined): ClasseAceite {
  const aceite = (accept ?? '').toLowerCase();
  if (/\bimage\/avif\b/.test(aceite)) return 'avif';
  if (/\bimage\/webp\b/.test(aceite)) return 'webp';
  return 'classico';
}

export interface PedidoVariante {
  largura: number;
  /** The link-preview variant: 1200×630, cropped to fit, always JPEG. */
  partilha: boolean;
  /** Cropped, centred, to this shape (as `object-fit: cover` would show it). */
  proporcao: ProporcaoImagem | undefined;
  classe: ClasseAceite;
}

export interface Variante {
  bytes: Buffer;
  tipo: string;
  largura: number;
  altura: number;
}

export interface LimitesTransformacao {
  maxPixeis: number;
  /** For the refusal text. */
  maxBytes: number;
}

// Settings measured on camera photos: AVIF at effort 1 and WebP at effort 2 are several times
// faster than their defaults (4) for a few per cent more bytes, which keeps a new variant of a
// 3000×2000 photo under 600 ms at every width; the qualities look alike.
const AVIF = { quality: 50, effort: 1 } as const;
/** Longest a single variant may take to make (measured: under 1 s for a 3000×2000 photo). */
const TEMPO_MAXIMO_SEGUNDOS = 20;
const WEBP = { quality: 75, effort: 2 } as const;
const JPEG = { quality: 78, mozjpeg: true } as const;

/**
 * The size of a crop to `proporcao` at most `largura` wide, never past what the original (as
 * shown, after its EXIF orientation) holds in that shape: nothing is enlarged.
 */
function recorte(dados: Metadata, largura: number, proporcao: ProporcaoImagem) {
  const [w, h] = PROPORCOES_IMAGEM[proporcao];
  const larguraOriginal = dados.autoOrient?.width ?? dados.width ?? largura;
  const alturaOriginal = dados.autoOrient?.height ?? dados.height ?? largura;
  const final = Math.max(
    1,
    Math.min(largura, larguraOriginal, Math.floor((alturaOriginal * w) / h)),
  );
  return { largura: final, altura: Math.max(1, Math.round((final * h) / w)) };
}

/**
 * One variant of an original: oriented by its EXIF, resized to `largura` (never enlarged), in the
 * format the browser takes best, with no metadata kept (EXIF, GPS and ICC profiles go; colours
 * are converted to sRGB). An animated GIF or WebP stays animated (as WebP, or GIF for browsers
 * without it). A safe SVG is passed through as it is; an active one is refused.
 */
export async function transformar(
  original: Original,
  pedido: PedidoVariante,
  limites: LimitesTransformacao,
): Promise<Variante> {
  if (original.formato === 'svg') {
    if (!svgSeguro(original.bytes.toString('utf8'))) {
      throw new RecusaImagem(415, MENSAGENS.imagemSvgActivo);
    }
    if (!pedido.partilha) {
      return { bytes: original.bytes, tipo: 'image/svg+xml', largura: 0, altura: 0 };
    }
  }
  let dados: Metadata;
  try {
    // The header only, nothing decoded: its dimensions are checked against our own limit below.
    dados = await sharp(original.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new RecusaImagem(415, MENSAGENS.imagemIlegivel);
  }
  const paginas = dados.pages ?? 1;
  if ((dados.width ?? 0) * (dados.height ?? 0) * paginas > limites.maxPixeis) {
    throw new RecusaImagem(
      413,
      mensagemImagemGrande(Math.round(limites.maxBytes / 1024 / 1024), limites.maxPixeis / 1e6),
    );
  }
  const animado = paginas > 1 && (original.formato === 'gif' || original.formato === 'webp');
  const manterAnimacao = animado && !pedido.partilha;
  const saida = pedido.partilha
    ? 'jpeg'
    : manterAnimacao
      ? pedido.classe === 'classico'
        ? 'gif'
        : 'webp'
      : pedido.classe === 'classico'
        ? dados.hasAlpha
          ? 'png'
          : 'jpeg'
        : pedido.classe;

  try {
    let imagem = sharp(original.bytes, {
      animated: manterAnimacao,
      limitInputPixels: limites.maxPixeis,
      // An SVG rasterised for a link preview: drawn large enough for 1200 px.
      ...(original.formato === 'svg' ? { density: 300 } : {}),
    })
      .autoOrient()
      // A picture that takes this long is not one a page can wait for: refused, its thread freed.
      .timeout({ seconds: TEMPO_MAXIMO_SEGUNDOS });
    if (pedido.partilha) {
      imagem = imagem
        .resize(IMAGEM_PARTILHA.largura, IMAGEM_PARTILHA.altura, {
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .flatten({ background: '#ffffff' });
    } else if (pedido.proporcao) {
      const { largura, altura } = recorte(dados, pedido.largura, pedido.proporcao);
      imagem = imagem.resize(largura, altura, { fit: 'cover', position: 'centre' });
    } else {
      imagem = imagem.resize({ width: pedido.largura, withoutEnlargement: true });
    }
    switch (saida) {
      case 'avif':
        imagem = imagem.avif(AVIF);
        break;
      case 'webp':
        imagem = imagem.webp(WEBP);
        break;
      case 'png':
        imagem = imagem.png({ compressionLevel: 9, palette: false });
        break;
      case 'gif':
        imagem = imagem.gif();
        break;
      case 'jpeg':
        imagem = imagem.jpeg(JPEG);
        break;
    }
    const { data, info } = await imagem.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      tipo: `image/${saida}`,
      largura: info.width,
      altura: manterAnimacao ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (erro) {
    if (erro instanceof RecusaImagem) throw erro;
    throw new RecusaImagem(415, MENSAGENS.imagemIlegivel);
  }
}
