import { Resvg } from '@resvg/resvg-js';
import { encode } from 'jpeg-js';

/** JPEG quality of the rasterised pictures, about what a CMS uses for photos. */
export const QUALIDADE_JPEG = 80;

/**
 * Rasterises an SVG at its own size and encodes it as a JPEG; the same SVG gives the same bytes.
 * System fonts are not loaded, so any text is left out rather than drawn in whatever font the
 * machine has: pictures meant for rasterising are drawn without text.
 */
export function rasterizarJpeg(svg: string): Buffer {
  const { width, height, pixels } = new Resvg(svg, {
    background: '#ffffff',
    font: { loadSystemFonts: false },
  }).render();
  return encode({ data: pixels, width, height }, QUALIDADE_JPEG).data;
}
