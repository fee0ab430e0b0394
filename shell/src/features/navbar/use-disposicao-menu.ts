import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

import {
  disporMenu,
  disposicaoActual,
  disposicaoInteira,
  medirNavbar,
  type DisposicaoMenu,
} from './medir-menu';

const iguais = (a: DisposicaoMenu, b: DisposicaoMenu) =>
  a.emLinha === b.emLinha && a.naLinha === b.naLinha;

/**
 * How the navbar lays its menu out (medir-menu.ts's rule): in a row while everything fits; from
 * `lg` up the entries that do not fit go under "Mais"; between 737 and 991 px the menu goes
 * behind the toggler instead. Decided before the browser paints: at start, whenever the entries
 * change (`entradas`, e.g. the built-in menu replaced by the CMS one) and when the window resizes.
 */
export function useDisposicaoMenu(
  barra: RefObject<HTMLElement | null>,
  entradas: readonly unknown[],
): DisposicaoMenu {
  const [disposicao, setDisposicao] = useState(() => disposicaoInteira(entradas.length));
  const [adoptada, setAdoptada] = useState(false);

  // At hydration, first the layout the page's inline script gave the server's HTML: from then on
  // React's idea of the DOM is the DOM, so its next decision changes whatever differs.
  useLayoutEffect(() => {
    if (barra.current) setDisposicao(disposicaoActual(barra.current));
    setAdoptada(true);
  }, [barra]);

  useLayoutEffect(() => {
    const elemento = barra.current;
    if (!elemento || !adoptada) return undefined;
    const decidir = () => {
      const larguras = medirNavbar(elemento);
      const nova = larguras ? disporMenu(larguras) : disposicaoInteira(entradas.length);
      setDisposicao((antes) => (iguais(antes, nova) ? antes : nova));
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
  }, [barra, entradas, adoptada]);

  return disposicao;
}
