// The part of TanStack Query the apps use, shared at runtime under the key '@tanstack/react-query'
// (see react-router-partilhado.mjs for why: a shared module cannot be tree-shaken). The package
// is imported as 'original-react-query', an alias set in federation.mjs, because importing it by its
// share key from the share's own fallback would wait for itself. A name used anywhere but
// missing here fails `npm test` (bench/src/partilhados.test.mjs).
export {
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
} from 'original-react-query';
