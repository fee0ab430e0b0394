import type { OrigemResposta } from '@site/shared/contract';

/** The renderer's cache periods, in milliseconds (SSR_CACHE_*). */
export interface PeriodosCache {
  frescaMs: number;
  obsoletaMs: number;
  erroMs: number;
}

/** Not to be kept by any cache: a page with blocks left to the browser, or the bare shell. */
export const NAO_GUARDAR = 'no-store';

const segundos = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * The `Cache-Control` of a rendered page `idadeMs` old, so that a CDN or the gateway's shared
 * cache (`s-maxage`) keeps it exactly as long as the renderer would: fresh for what is left of
 * its freshness, then served stale while one request renders it again, and kept through errors.
 * Browsers (`max-age=0`) ask again each time, so a redeployed remote reaches them on the next
 * load. A stale copy answered because a render failed or was not admitted is not a page to keep.
 */
export function cacheControlPagina(
  origem: OrigemResposta,
  idadeMs: number,
  periodos: PeriodosCache,
): string {
  if (origem === 'STALE-IF-ERROR' || origem === 'BROWSER') return NAO_GUARDAR;
  const frescaRestante = Math.max(0, periodos.frescaMs - idadeMs);
  const obsoletaRestante = Math.min(
    periodos.obsoletaMs,
    periodos.frescaMs + periodos.obsoletaMs - idadeMs,
  );
  return [
    'public',
    'max-age=0',
    // Rounded up: a page just rendered with a 1-second freshness is kept for that second.
    `s-maxage=${Math.ceil(frescaRestante / 1000)}`,
    `stale-while-revalidate=${segundos(obsoletaRestante)}`,
    `stale-if-error=${segundos(periodos.erroMs)}`,
  ].join(', ');
}
