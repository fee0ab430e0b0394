import type { IdModuloRemoto, ModulosRemotos } from '@site/shared/contract';

/**
 * Sections' modules the page has already: those `precarregar` loaded for the address being opened.
 * In the browser only: the renderer never fills it, so it always asks the runtime, which follows a
 * remote's redeployment.
 */
const carregados = new Map<IdModuloRemoto, unknown>();

/** Keeps a module that has arrived, for `moduloJaCarregado`. */
export function guardarModuloCarregado<K extends IdModuloRemoto>(
  id: K,
  modulo: { default: ModulosRemotos[K] },
): void {
  carregados.set(id, modulo);
}

/** A module the page already has (see `guardarModuloCarregado`), or undefined. */
export function moduloJaCarregado<K extends IdModuloRemoto>(
  id: K,
): { default: ModulosRemotos[K] } | undefined {
  return carregados.get(id) as { default: ModulosRemotos[K] } | undefined;
}

/** Forgets a module, so that a new attempt to show its section loads it again. */
export function esquecerModuloCarregado(id: IdModuloRemoto): void {
  carregados.delete(id);
}
