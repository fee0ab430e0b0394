import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import { ATRIBUTO_MENU_ABERTO_CEDO } from '@site/shared/contract';

/**
 * A disclosure of the navbar (the collapsed menu, a dropdown), open at one address only: a
 * navigation closes it. When the page's inline script opened it before React ran, it marked
 * `elemento` (scripts-inline.ts), and hydration adopts that state: what the visitor opened stays
 * open, and is React's from then on.
 */
export function useAbertoNoEndereco(elemento: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const endereco = pathname + hash;
  const [abertoEm, setAbertoEm] = useState<string | null>(null);
  const aberto = abertoEm === endereco;
  useLayoutEffect(() => {
    if (elemento.current?.getAttribute(ATRIBUTO_MENU_ABERTO_CEDO) === 'true') {
      setAbertoEm(endereco);
    }
    elemento.current?.removeAttribute(ATRIBUTO_MENU_ABERTO_CEDO);
    // Once, at hydration: later taps are React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const abrir = useCallback(() => setAbertoEm(endereco), [endereco]);
  const fechar = useCallback(() => setAbertoEm(null), []);
  const alternar = useCallback(() => setAbertoEm(aberto ? null : endereco), [aberto, endereco]);
  return { aberto, abrir, fechar, alternar };
}
