/** The kinds of original the endpoint reads, told from their first bytes. */
export type FormatoOriginal = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff' | 'svg';

/** How many first bytes {@link detectarFormato} needs. */
export const BYTES_DETECCAO = 1024;

const comeca = (dados: Buffer, assinatura: number[], desde = 0) =>
  assinatura.every((byte, indice) => dados[desde + indice] === byte);

/**
 * The format of an original from its first bytes (magic numbers, and the root element for SVG),
 * or null when it is not a picture: decided before anything is decoded, whatever the server's
 * `Content-Type` says.
 */
export function detectarFormato(inicio: Buffer): FormatoOriginal | null {
  if (comeca(inicio, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (comeca(inicio, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    inicio
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'gif';
  if (
    inicio.subarray(0, 4).toString('latin1') === 'RIFF' &&
    inicio.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (inicio.subarray(4, 8).toString('latin1') === 'ftyp') {
    const marca = inicio.subarray(8, 12).toString('latin1');
    if (['avif', 'avis', 'mif1', 'msf1', 'heic', 'heix'].includes(marca)) return 'avif';
  }
  if (comeca(inicio, [0x49, 0x49, 0x2a, 0x00]) || comeca(inicio, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff';
  }
  const texto = inicio.toString('utf8').replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come before the root element.
  const semPrologo = texto.replace(
    /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i,
    '',
  );
  return /^<svg[\s>]/i.test(semPrologo) ? 'svg' : null;
}

/** Numeric character references decoded, so `&#106;avascript:` reads as what it is. */
function decodificarReferencias(texto: string): string {
  return texto.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_todo, codigo: string) => {
    const valor =
      codigo[0] === 'x' || codigo[0] === 'X' ? parseInt(codigo.slice(1), 16) : Number(codigo);
    return valor > 0 && valor <= 0x10ffff ? String.fromCodePoint(valor) : '';
  });
}

/**
 * What would make an SVG active if someone opened it as a document on the site's origin (in an
 * `<img>` an SVG runs nothing, but its address can be opened directly): scripts, event handlers,
 * `javascript:` links, foreign HTML, embedded frames, entity declarations, external stylesheets.
 */
const ACTIVO = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<foreignObject[\s>/]/i,
  /<(?:iframe|embed|object|handler|listener)[\s>/]/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /@import/i,
];

/** Whether an SVG is plain drawing, safe to pass through as it is. */
export function svgSeguro(svg: string): boolean {
  const texto = decodificarReferencias(svg);
  return !ACTIVO.some((padrao) => padrao.test(texto));
}
