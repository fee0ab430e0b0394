// Facts of the contract (shared/src/contract) that the build files need. Node runs these files
// before any bundler: a contract file that imports nothing is read as it is (Node 24 strips its
// types, as shell/build/pwa.mjs reads manifesto.ts); the facts of files that import others are
// copies, and shared/src/contract/contrato-build.test.ts fails when one differs from the contract.

export {
  BASE_API_SITE,
  CAMINHO_AGENDA,
  CAMINHO_FEED,
  CAMINHO_MANIFESTO,
  CAMINHO_OPENSEARCH,
  CAMINHO_ROBOTS,
  CAMINHO_SITEMAP,
  PREFIXO_AGENDA,
} from '../src/contract/descoberta.ts';
export { PREFIXO_REMOTOS } from '../src/contract/remotos.ts';

/** The first segment of each API's base (the contract's `PREFIXOS_API`). */
export const PREFIXOS_API = ['/cms/', '/eve/', '/apl/'];

/** The remotes' names (the keys of the contract's `PASTAS_REMOTOS`). */
export const NOMES_REMOTOS = ['mfe_eventos', 'mfe_institucional', 'mfe_conteudos'];

/** The image endpoint's path on the site's origin (the contract's `CAMINHO_IMAGEM`). */
export const CAMINHO_IMAGEM = '/imagem';
