import { BASES_API } from './constantes';

/*
 * Every picture the CMS names is shown through the site's own image endpoint: the CSP keeps
 * `img-src 'self' data:`, and the endpoint sends each picture at the width the slot needs, in the
 * lightest format the browser takes. The address form is written here once: the components and
 * the sanitizer build it, the endpoint reads it.
 */

/** The image endpoint's path on the site's origin. */
export const CAMINHO_IMAGEM = '/imagem';

/** The query parameters of the endpoint. */
export const PARAMETROS_IMAGEM = {
  /** The picture's URL as the CMS gave it: absolute, or a path under an API base. */
  url: 'url',
  /** One of {@link LARGURAS_IMAGEM}. */
  largura: 'w',
  /** `1`: the link-preview variant, {@link IMAGEM_PARTILHA}, always JPEG. */
  partilha: 'partilha',
  /** One of {@link PROPORCOES_IMAGEM}: the variant is cropped to that shape. */
  proporcao: 'r',
} as const;

/** The widths the endpoint makes, in pixels; any other is refused, so the cache stays bounded. */
export const LARGURAS_IMAGEM = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
export type LarguraImagem = (typeof LARGURAS_IMAGEM)[number];

/** What link previewers (WhatsApp, Facebook, LinkedIn) want: a 1200×630 JPEG. */
export const IMAGEM_PARTILHA = { largura: 1200, altura: 630 } as const;

/** The origins listed in a runtime configuration field (URLs separated by spaces or commas). */
export function origensDaLista(lista: string): string[] {
  const origens = new Set<string>();
  for (const parte of lista.split(/[\s,]+/)) {
    if (!/^https?:\/\//i.test(parte)) continue;
    try {
      origens.add(new URL(parte).origin);
    } catch {
      // Not a URL: the configuration's rule refuses it at start; here it is simply no origin.
    }
  }
  return [...origens];
}

/** Stands for the site's own origin while a path of the site is resolved. */
const ORIGEM_DO_SITE = 'http://site.invalid';

/**
 * The picture's URL resolved (a path of the site against a stand-in origin, `..` segments
 * resolved, so a path cannot climb out of its base), when the endpoint may be asked for it: an
 * http(s) URL without credentials, or a path under an API base.
 */
export function analisarUrlImagem(url: string): URL | null {
  const limpo = url.trim();
  if (!limpo || limpo.length > 2048) return null;
  // A path of the site: only the API bases proxy to a CMS; anything else is not a CMS picture.
  if (limpo.startsWith('/') && !limpo.startsWith('//')) {
    const resolvido = new URL(limpo, ORIGEM_DO_SITE);
    const bases = Object.values(BASES_API);
    return bases.some((base) => resolvido.pathname.startsWith(base)) ? resolvido : null;
  }
  try {
    const absoluto = new URL(limpo.startsWith('//') ? `https:${limpo}` : limpo);
    return /^https?:$/.test(absoluto.protocol) && !absoluto.username && !absoluto.password
      ? absoluto
      : null;
  } catch {
    return null;
  }
}

/** Whether a URL from {@link analisarUrlImagem} is a path of the site (under an API base). */
export const eCaminhoDoSite = (url: URL): boolean => url.origin === ORIGEM_DO_SITE;

/**
 * Whether the endpoint fetches this picture: a path under one of the API bases, or an http(s)
 * URL on one of `origens` (the configured CMS and media hosts). Anything else is not shown.
 */
export function imagemServivel(url: string, origens: readonly string[]): boolean {
  const analisado = analisarUrlImagem(url);
  if (!analisado) return false;
  return eCaminhoDoSite(analisado) || origens.includes(analisado.origin);
}

/**
 * Shapes the endpoint crops to (width by height), centred, for slots that show a picture in a box
 * of that shape (`object-fit: cover` would crop it there anyway): the pixels cut away are never
 * sent. `40x21` is the event poster's 1200×630.
 */
export const PROPORCOES_IMAGEM = {
  '40x21': [40, 21],
  '8x3': [8, 3],
  '4x3': [4, 3],
  '3x2': [3, 2],
  '1x1': [1, 1],
} as const satisfies Record<string, readonly [number, number]>;
export type ProporcaoImagem = keyof typeof PROPORCOES_IMAGEM;

/** The endpoint's address for one width of a picture (a site path, so server and browser agree). */
export function urlImagem(
  url: string,
  largura: LarguraImagem,
  proporcao?: ProporcaoImagem,
): string {
  const consulta = new URLSearchParams({
    [PARAMETROS_IMAGEM.url]: url.trim(),
    [PARAMETROS_IMAGEM.largura]: String(largura),
    ...(proporcao ? { [PARAMETROS_IMAGEM.proporcao]: proporcao } : {}),
  });
  return `${CAMINHO_IMAGEM}?${consulta.toString()}`;
}

/** The endpoint's address of a picture's link-preview variant (1200×630 JPEG). */
export function urlImagemPartilha(url: string): string {
  const consulta = new URLSearchParams({
    [PARAMETROS_IMAGEM.url]: url.trim(),
    [PARAMETROS_IMAGEM.largura]: String(IMAGEM_PARTILHA.largura),
    [PARAMETROS_IMAGEM.partilha]: '1',
  });
  return `${CAMINHO_IMAGEM}?${consulta.toString()}`;
}

/** The `src` and `srcset` of a picture through the endpoint. */
export interface FontesImagem {
  src: string;
  srcSet: string;
}

/** What the candidates of a picture depend on. */
export interface OpcoesFontes {
  /** The original's size in pixels (0: unknown). */
  largura: number;
  altura?: number;
  /** The widest variant worth listing (a thumbnail, a logo). */
  maxima?: number;
  /** The shape the endpoint crops to. */
  proporcao?: ProporcaoImagem | undefined;
}

/** The widest the endpoint answers for that original and shape: it never enlarges. */
function larguraMaxima({ largura, altura = 0, proporcao }: OpcoesFontes): number {
  const original = largura > 0 ? largura : Number.POSITIVE_INFINITY;
  if (!proporcao || altura <= 0) return original;
  const [w, h] = PROPORCOES_IMAGEM[proporcao];
  return Math.min(original, Math.floor((altura * w) / h));
}

/**
 * Every endpoint width up to what the original gives (the endpoint never enlarges): the first
 * width at or past it is listed with that width, which is what the endpoint then answers.
 */
export function fontesImagem(url: string, opcoes: OpcoesFontes): FontesImagem {
  const maxima = opcoes.maxima ?? 1920;
  const original = larguraMaxima(opcoes);
  const candidatos: string[] = [];
  let ultima: LarguraImagem = LARGURAS_IMAGEM[0];
  for (const largura of LARGURAS_IMAGEM) {
    if (largura > maxima && candidatos.length > 0) break;
    ultima = largura;
    candidatos.push(`${urlImagem(url, largura, opcoes.proporcao)} ${Math.min(largura, original)}w`);
    if (largura >= original) break;
  }
  // The fallback `src` (browsers without srcset, and link previewers of inline pictures): mid-size.
  const media = LARGURAS_IMAGEM.find((largura) => largura >= Math.min(original, 800)) ?? ultima;
  return {
    src: urlImagem(url, Math.min(media, ultima) as LarguraImagem, opcoes.proporcao),
    srcSet: candidatos.join(', '),
  };
}
