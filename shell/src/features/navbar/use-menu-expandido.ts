import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

import { medirMenuExpandido, menuCabe } from './medir-menu';

/**
 * Whether the navbar may lay its menu out in a row beyond 736 px: only while the logo and every
 * entry fit its container; otherwise the menu stays behind the toggler, whatever the width and
 * the number of entries. Decided before the browser paints: at start, whenever the entries
 * change (`entradas`, e.g. the built-in menu replaced by the CMS one) and when the window resizes.
 */
export function useMenuExpandido(
  barra: RefObject<HTMLElement | null>,
  entradas: readonly unknown[],
): boolean {
  const [expandido, setExpandido] = useState(true);

  useLayoutEffect(() => {
    const elemento = barra.current;
    if (!elemento) return undefined;
    const decidir = () => {
      const larguras = medirMenuExpandido(elemento);
      if (larguras) setExpandido(menuCabe(larguras));
    };
    decidir();
    // The container's width follows the window's alone (Bootstrap's max-widths). Resize events
    // come before the frame is laid out: rendering the decision there, synchronously, no frame
    // shows the menu overflowing.
    let largura = window.innerWidth;
    const aoRedimensionar = () => {
      if (window.innerWidth === largura) return;
      largura = window.innerWidth;
      flushSync(decidir);
    };
    window.addEventListener('resize', aoRedimensionar);
    // Whatever else resizes the row in place (a late stylesheet or font, the text size) resizes
    // the logo or the list too: decided at the next frame.
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(decidir);
    elemento
      .querySelectorAll('.navbar-brand, .navbar-nav')
      .forEach((parte) => observador?.observe(parte));
    return () => {
      window.removeEventListener('resize', aoRedimensionar);
      observador?.disconnect();
    };
  }, [barra, entradas]);

  return expandido;
}
