// Facts of the contract (shared/src/contract) that the build files need. They are plain
// JavaScript that Node runs before any bundler and cannot import TypeScript, so these are copies:
// shared/src/contract/contrato-build.test.ts fails when one differs from the contract.

/** The first segment of each API's base (the contract's `PREFIXOS_API`). */
export const PREFIXOS_API = ['/cms/', '/eve/', '/apl/'];

/** The remotes' names (the keys of the contract's `PASTAS_REMOTOS`). */
export const NOMES_REMOTOS = ['mfe_eventos', 'mfe_institucional', 'mfe_conteudos'];
