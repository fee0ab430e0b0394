import { useEffect, useState, type RefObject } from 'react';

/** True once the page has scrolled past the header, so the navbar becomes fixed-top. */
export function useNavbarFixa(cabecalho: RefObject<HTMLElement | null>): boolean {
  const [fixa, setFixa] = useState(false);
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
  return fixa;
}
