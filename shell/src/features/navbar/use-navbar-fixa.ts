import { useEffect, useState, type RefObject } from 'react';

/**
 * Fixed-top once the page has scrolled past the header. `altura` is the navbar's height while it
 * is in the flow, reserved in its place when it becomes fixed so the content does not jump.
 */
export function useNavbarFixa(
  cabecalho: RefObject<HTMLElement | null>,
  navbar: RefObject<HTMLElement | null>,
): { fixa: boolean; altura: number | undefined } {
  const [fixa, setFixa] = useState(false);
  const [altura, setAltura] = useState<number>();

  useEffect(() => {
    const elemento = cabecalho.current;
    if (!elemento || typeof IntersectionObserver === 'undefined') return undefined;
    // The browser tells when the header leaves the screen as it lays the page out: a scroll
    // listener reading the header's place would make it lay the page out again before each
    // scrolled frame, and in a tap that scrolls (a form's first error taking the focus), before
    // that tap's answer is painted.
    const observador = new IntersectionObserver(([entrada]) => {
      if (entrada) setFixa(!entrada.isIntersecting && entrada.boundingClientRect.bottom <= 0);
    });
    observador.observe(elemento);
    return () => observador.disconnect();
  }, [cabecalho]);

  useEffect(() => {
    const elemento = navbar.current;
    if (!elemento || fixa) return undefined;
    // Measured now, not only when the observer first reports: a page hydrated already scrolled
    // (a phone scrolls the server's page while the code arrives) fixes the navbar in this same
    // pass, and without its height reserved the content would move up under the visitor's eyes.
    setAltura(elemento.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observador = new ResizeObserver(() => setAltura(elemento.offsetHeight));
    observador.observe(elemento);
    return () => observador.disconnect();
  }, [navbar, fixa]);

  return { fixa, altura };
}
