import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { aplicarScroll } from './scroll-navegacao';

/** Applies the scroll rule of spec §2 after each navigation. */
export function useScrollNavegacao(): void {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => aplicarScroll(hash), [pathname, hash, key]);
}
