import {
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type DefaultOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

import { eResposta, erroTransitorio } from './erros';

const CONSULTAS: DefaultOptions['queries'] = {
  staleTime: 5 * 60_000,
  gcTime: 30 * 60_000,
  refetchOnWindowFocus: false,
  retry: (tentativas, erro) => tentativas < 2 && erroTransitorio(erro),
};

/** The one server-state cache: content is fresh for 5 minutes; only transient faults are retried. */
export function criarQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: CONSULTAS, mutations: { retry: false } },
  });
}

/**
 * The cache of one server render. The components' own `useQuery` calls suspend until their data
 * arrives (so the HTML holds the content), a failed request is thrown to the nearest Suspense
 * boundary (which React then leaves to the browser, instead of sending an error the browser would
 * not render alike; an answered error, such as "not found", is the exception, rendered and handed
 * over), nothing is retried (the render has a deadline) and nothing outlives the
 * request (no garbage-collection timers).
 */
class QueryClientServidor extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    opcoes:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const definidas = super.defaultQueryOptions(opcoes);
    const { enabled } = definidas;
    const query = this.getQueryCache().get<TQueryFnData, TError, TQueryData, TQueryKey>(
      definidas.queryHash,
    );
    const ligada = typeof enabled === 'function' ? !query || enabled(query) : enabled;
    // Once an answered error ("not found") has come back, the component renders it (under
    // suspense it would throw).
    const respondida = query?.state.status === 'error' && eResposta(query.state.error);
    return { ...definidas, suspense: ligada !== false && !respondida };
  }
}

export function criarQueryClientServidor(): QueryClient {
  return new QueryClientServidor({
    defaultOptions: {
      queries: {
        ...CONSULTAS,
        gcTime: Infinity,
        retry: false,
        // An answer had in this render is the answer: never asked again on the next pass.
        retryOnMount: false,
        // An answered error is rendered ("not found": a 404 page); any other failure goes to the
        // boundary.
        throwOnError: (erro) => !eResposta(erro),
      },
    },
  });
}
