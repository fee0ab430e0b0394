import { createContext, useContext } from 'react';

import { GLOBAL_VERSOES, type NomeRemoto, type VersoesPagina } from '@site/shared/contract';

/**
 * The versions the server rendered the page with (`dados-hidratacao`): the renderer provides
 * them to its render, the browser the same ones to its hydration, so that each section's
 * `data-versao` is written alike on both sides. Empty when the browser renders alone.
 */
export const VersoesPaginaContext = createContext<VersoesPagina>({});

/** The version of `remoto` the server rendered the page with, if it did. */
export const useVersaoNaPagina = (remoto: NomeRemoto): string | undefined =>
  useContext(VersoesPaginaContext)[remoto];

/** The version of `remoto` whose browser entry this page ran (its build records it on load). */
export const versaoNoNavegador = (remoto: NomeRemoto): string | undefined =>
  (globalThis as { [GLOBAL_VERSOES]?: Partial<Record<NomeRemoto, string>> })[GLOBAL_VERSOES]?.[
    remoto
  ];
