import type { ExpostosDe } from '@site/shared/contract';

/**
 * The surface this remote exposes to the shell. `rspack.config.mjs` reads it (through
 * shared/build/remote.mjs) and `tsc` checks it against the contract's `ModulosRemotos`.
 */
export const expostos = {
  Eventos: () => import('./app/seccao-eventos'),
  ProximosEventos: () => import('./features/proximos-eventos/proximos-eventos'),
} satisfies ExpostosDe<'mfe_eventos'>;
