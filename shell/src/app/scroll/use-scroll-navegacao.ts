import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { aplicarScroll } from './scroll-navegacao';

/**
 * Applies the scroll rule of spec §2 after each navigation, except for in-page address updates
 * that say so with `state: { manterScroll: true }` (a lightbox moving between photos, a filter).
 * The page's own load is not a navigation: without a fragment it stays where the browser and the
 * visitor put it (a phone scrolls the server's page for seconds before the code arrives, and a
 * reload or "back" restores the position); with one, it goes to that section.
 */
export function useScrollNavegacao(): void {
  const { pathname, hash, key, state } = useLocation();
  const manterScroll = (state as { manterScroll?: boolean } | null)?.manterScroll === true;
  const carregamento = useRef(true);
  useLayoutEffect(() => {
    const primeira = carregamento.current;
    carregamento.current = false;
    if (manterScroll || (primeira && !hash)) return undefined;
    return aplicarScroll(hash);
  }, [pathname, hash, key, manterScroll]);
}
