// Bench-only stand-in for shell/src/lib/federation/remotos.ts: the same exports, but every exposed
// module is a lazy chunk of the shell's own bundle (no Module Federation), so the benchmark can
// compare the federated site with the same source built as one SPA.
import type { ComponentType } from 'react';

import type { ConfiguracaoSite, IdModuloRemoto, ModulosRemotos } from '@site/shared/contract';

/** Same limit as the federated loader. */
export const LIMITE_CARREGAMENTO_MS = 15_000;

type Modulo = Promise<{ default: ComponentType<never> }>;

/** The files each remote exposes (the `exposes` maps of the mfe-* rspack configs). */
const MODULOS: Record<IdModuloRemoto, () => Modulo> = {
  'mfe_eventos/Eventos': () => import('../../mfe-eventos/src/app/seccao-eventos'),
  'mfe_eventos/ProximosEventos': () =>
    import('../../mfe-eventos/src/features/proximos-eventos/proximos-eventos'),
  'mfe_institucional/Associacao': () => import('../../mfe-institucional/src/app/seccao-associacao'),
  'mfe_institucional/Associados': () => import('../../mfe-institucional/src/app/seccao-associados'),
  'mfe_institucional/Contactos': () => import('../../mfe-institucional/src/app/seccao-contactos'),
  'mfe_conteudos/Normalizacao': () => import('../../mfe-conteudos/src/app/seccao-normalizacao'),
  'mfe_conteudos/Biblioteca': () => import('../../mfe-conteudos/src/app/seccao-biblioteca'),
  'mfe_conteudos/Galeria': () => import('../../mfe-conteudos/src/app/seccao-galeria'),
  'mfe_conteudos/Faqs': () => import('../../mfe-conteudos/src/app/seccao-faqs'),
  'mfe_conteudos/Parcerias': () => import('../../mfe-conteudos/src/app/seccao-parcerias'),
  'mfe_conteudos/PaginaCms': () => import('../../mfe-conteudos/src/app/seccao-pagina-cms'),
  'mfe_conteudos/FaixaParceiros': () =>
    import('../../mfe-conteudos/src/features/parcerias/faixa-parceiros'),
};

/** Nothing to register: the sections are part of this bundle. */
export function registarRemotos(_remotos: ConfiguracaoSite['remotos']): void {}

/** Nothing to reset: a new attempt simply imports the chunk again. */
export function reiniciarRemoto(_id: IdModuloRemoto): void {}

/** Loads a section's chunk, typed by the shared contract like the federated loader. */
export async function carregarModuloRemoto<K extends IdModuloRemoto>(
  id: K,
): Promise<{ default: ModulosRemotos[K] }> {
  const modulo = await MODULOS[id]();
  return modulo as unknown as { default: ModulosRemotos[K] };
}
