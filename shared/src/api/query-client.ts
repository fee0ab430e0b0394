import { QueryClient } from '@tanstack/react-query';

import { erroTransitorio } from './erros';

/** The one server-state cache: content is fresh for 5 minutes; only transient faults are retried. */
export function criarQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (tentativas, erro) => tentativas < 2 && erroTransitorio(erro),
      },
      mutations: { retry: false },
    },
  });
}
