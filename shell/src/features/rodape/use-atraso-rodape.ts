import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import {
  listaRegistosQuery,
  localQuery,
  redesSociaisQuery,
  tiposEventosQuery,
} from '@site/shared/api';
import { ATRASO_RODAPE_MS, ID_GRUPO_LINKS_UTEIS, ID_LOCAL_SEDE } from '@site/shared/contract';

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
 * While the server renders a page, it reads the footer's data too (the head office, the social
 * networks, the useful links, the event types), not shown (the footer shows it at its time) but
 * handed over with the page's: the browser shows it 400 ms after start without a request, nor
 * the API client and its schemas to make one. A read that fails there is simply not handed over;
 * the browser then asks for it at its time.
 */
export function useDadosRodapeNoServidor(): void {
  const queryClient = useQueryClient();
  if (typeof window !== 'undefined') return;
  void queryClient.prefetchQuery(localQuery(ID_LOCAL_SEDE));
  void queryClient.prefetchQuery(redesSociaisQuery());
  void queryClient.prefetchQuery(listaRegistosQuery(ID_GRUPO_LINKS_UTEIS, false));
  void queryClient.prefetchQuery(tiposEventosQuery());
}
