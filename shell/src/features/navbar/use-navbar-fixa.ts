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
    if (!elemento) return undefined;
    const actualizar = () => setFixa(window.scrollY > elemento.offsetTop + elemento.offsetHeight);
    actualizar();
    window.addEventListener('scroll', actualizar, { passive: true });
    window.addEventListener('resize', actualizar);
    return () => {
      window.removeEventListener('scroll', actualizar);
      window.removeEventListener('resize', actualizar);
    };
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
