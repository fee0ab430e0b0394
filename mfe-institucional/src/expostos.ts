import type { ExpostosDe } from '@site/shared/contract';

/**
 * The surface this remote exposes to the shell. `rspack.config.mjs` reads it (through
 * shared/build/remote.mjs) and `tsc` checks it against the contract's `ModulosRemotos`.
 */
export const expostos = {
  Associacao: () => import('./app/seccao-associacao'),
  Associados: () => import('./app/seccao-associados'),
  Contactos: () => import('./app/seccao-contactos'),
  Privacidade: () => import('./app/seccao-privacidade'),
  Acessibilidade: () => import('./app/seccao-acessibilidade'),
} satisfies ExpostosDe<'mfe_institucional'>;
