/** What a key or a gesture does in the lightbox. */
export type AccaoLightbox = { tipo: 'ir'; indice: number } | { tipo: 'fechar' };

/** The photo `passo` places away from `indice`, wrapping around the album. */
export function indiceVizinho(indice: number, passo: number, total: number): number {
  if (total <= 0) return 0;
  return (((indice + passo) % total) + total) % total;
}

/**
 * The lightbox's keyboard: Escape closes; ArrowLeft/ArrowRight go to the previous/next photo
 * (wrapping around); Home/End to the first/last. Any other key does nothing (null).
 */
export function accaoDaTecla(tecla: string, indice: number, total: number): AccaoLightbox | null {
  switch (tecla) {
    case 'Escape':
    case 'Esc':
      return { tipo: 'fechar' };
    case 'ArrowRight':
    case 'Right':
      return total > 1 ? { tipo: 'ir', indice: indiceVizinho(indice, 1, total) } : null;
    case 'ArrowLeft':
    case 'Left':
      return total > 1 ? { tipo: 'ir', indice: indiceVizinho(indice, -1, total) } : null;
    case 'Home':
      return indice !== 0 && total > 0 ? { tipo: 'ir', indice: 0 } : null;
    case 'End':
      return indice !== total - 1 && total > 0 ? { tipo: 'ir', indice: total - 1 } : null;
    default:
      return null;
  }
}

/** Minimum horizontal travel of a swipe, in CSS pixels. */
const DESLIZE_MINIMO_PX = 50;

/** A swipe's step: left (to the next photo) is +1, right is -1, anything mostly vertical or short is 0. */
export function passoDoDeslize(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < DESLIZE_MINIMO_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Where Tab goes inside the dialog: wraps from the last focusable to the first and back (index). */
export function focoSeguinte(actual: number, total: number, recuar: boolean): number {
  if (total <= 0) return -1;
  if (actual < 0) return recuar ? total - 1 : 0;
  return indiceVizinho(actual, recuar ? -1 : 1, total);
}
