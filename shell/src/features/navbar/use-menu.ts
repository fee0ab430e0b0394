import { useEffect, useMemo, useRef } from 'react';

import { usePaginas } from '@site/shared/api';
import { useConfiguracaoSite } from '@site/shared/ui';

import { construirMenu, type ItemMenu } from './construir-menu';
import { construirMenuReserva } from './menu-reserva';

/**
 * The navbar's entries: the CMS menu once the pages list has arrived, the built-in menu until then
 * and whenever the list cannot be had or has no menu entries. A failed list is asked for again at
 * the next navigation.
 */
export function useMenu(caminho: string): ItemMenu[] {
  const { associacao } = useConfiguracaoSite();
  // In a server render too, a failed list leaves the built-in menu rather than no navbar.
  const { data, isError, isFetching, refetch } = usePaginas({ seFalhar: 'mostrar' });
  const caminhoAnterior = useRef(caminho);

  useEffect(() => {
    if (caminhoAnterior.current === caminho) return;
    caminhoAnterior.current = caminho;
    if (isError && !isFetching) void refetch();
  }, [caminho, isError, isFetching, refetch]);

  return useMemo(() => {
    const doCms = data ? construirMenu(data, associacao.slug) : [];
    // A CMS list with no page flagged for the menu is as good as no answer.
    return doCms.length > 0 ? doCms : construirMenuReserva(associacao.slug);
  }, [data, associacao.slug]);
}
