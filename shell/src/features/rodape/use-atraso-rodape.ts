import { useEffect, useState } from 'react';

import { ATRASO_RODAPE_MS } from '@site/shared/contract';

/** Footer data loads 400 ms after start (spec §9), leaving the network to the page first. */
export function useAtrasoRodape(): boolean {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    const temporizador = window.setTimeout(() => setPronto(true), ATRASO_RODAPE_MS);
    return () => window.clearTimeout(temporizador);
  }, []);
  return pronto;
}

/**
 * The footer's late data (spec §9: shown 400 ms after start). The server reads it with the page
 * and writes it into the HTML, hidden until that time: the browser then shows what it hydrated,
 * with no request and no sanitizer of its own for the head office's address. A read that fails
 * on the server is left out silently (spec §8); the browser asks for it at its time.
 */
const NO_SERVIDOR = typeof window === 'undefined';
export const leituraTardia = (pronto: boolean) => ({
  enabled: pronto || NO_SERVIDOR,
  throwOnError: false,
});
