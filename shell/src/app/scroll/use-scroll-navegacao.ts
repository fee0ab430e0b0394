import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { aplicarScroll } from './scroll-navegacao';

/**
 * Applies the scroll rule of spec §2 after each navigation, except for in-page address updates
 * that say so with `state: { manterScroll: true }` (a lightbox moving between photos, a filter).
 */
export function useScrollNavegacao(): void {
  const { pathname, hash, key, state } = useLocation();
  const manterScroll = (state as { manterScroll?: boolean } | null)?.manterScroll === true;
  useLayoutEffect(() => {
    if (manterScroll) return undefined;
    return aplicarScroll(hash);
  }, [pathname, hash, key, manterScroll]);
}
