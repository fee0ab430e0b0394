import type { ExpostosDe } from '@site/shared/contract';

/**
 * The surface this remote exposes to the shell. `rspack.config.mjs` reads it (through
 * shared/build/remote.mjs) and `tsc` checks it against the contract's `ModulosRemotos`.
 */
export const expostos = {
  Normalizacao: () => import('./app/seccao-normalizacao'),
  Biblioteca: () => import('./app/seccao-biblioteca'),
  Galeria: () => import('./app/seccao-galeria'),
  Faqs: () => import('./app/seccao-faqs'),
  Parcerias: () => import('./app/seccao-parcerias'),
  PaginaCms: () => import('./app/seccao-pagina-cms'),
  FaixaParceiros: () => import('./features/parcerias/faixa-parceiros'),
} satisfies ExpostosDe<'mfe_conteudos'>;
