import { useEffect, useMemo, useRef } from 'react';

import { usePaginas } from '@site/shared/api';
import { useConfiguracaoSite } from '@site/shared/ui';

import { construirMenu, type ItemMenu } from './construir-menu';
import { construirMenuReserva } from './menu-reserva';

/**
 * The navbar's entries: the CMS menu once the pages list has arrived, the built-in menu until then
 * and whenever the list cannot be had. A failed list is asked for again at the next navigation.
 */
export function useMenu(caminho: string): ItemMenu[] {
  const { associacao } = useConfiguracaoSite();
  const { data, isError, isFetching, refetch } = usePaginas();
  const caminhoAnterior = useRef(caminho);

  useEffect(() => {
    if (caminhoAnterior.current === caminho) return;
    caminhoAnterior.current = caminho;
    if (isError && !isFetching) void refetch();
  }, [caminho, isError, isFetching, refetch]);

  return useMemo(
    () =>
      // A body that is not a list is as good as no answer.
      Array.isArray(data)
        ? construirMenu(data, associacao.slug)
        : construirMenuReserva(associacao.slug),
    [data, associacao.slug],
  );
}
