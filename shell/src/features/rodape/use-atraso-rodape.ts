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
