// Bench-only stand-in for shell/src/lib/federation/remotos.ts: the same exports, but every exposed
// module is a lazy chunk of the shell's own bundle (no Module Federation), so the benchmark can
// compare the federated site with the same source built as one SPA.
import type { ConfiguracaoSite, IdModuloRemoto, ModulosRemotos } from '@site/shared/contract';

import { expostos as expostosConteudos } from '../../mfe-conteudos/src/expostos';
import { expostos as expostosEventos } from '../../mfe-eventos/src/expostos';
import { expostos as expostosInstitucional } from '../../mfe-institucional/src/expostos';
import { esquecerModuloCarregado } from '../../shell/src/lib/federation/modulos-carregados';

/** Same limit as the federated loader. */
export const LIMITE_CARREGAMENTO_MS = 15_000;

/** Each remote's exposed modules, from the same `src/expostos.ts` its federated build reads. */
const EXPOSTOS = {
  mfe_eventos: expostosEventos,
  mfe_institucional: expostosInstitucional,
  mfe_conteudos: expostosConteudos,
};

/** Nothing to register: the sections are part of this bundle. */
export function registarRemotos(_remotos: ConfiguracaoSite['remotos']): void {}

/** A new attempt imports the chunk again: only the module kept for hydration is forgotten. */
export function reiniciarRemoto(id: IdModuloRemoto): void {
  esquecerModuloCarregado(id);
}

/** Loads a section's chunk, typed by the shared contract like the federated loader. */
export async function carregarModuloRemoto<K extends IdModuloRemoto>(
  id: K,
): Promise<{ default: ModulosRemotos[K] }> {
  const [remoto, nome] = id.split('/') as [keyof typeof EXPOSTOS, string];
  const carregar = (EXPOSTOS[remoto] as Record<string, () => Promise<unknown>>)[nome];
  if (!carregar) throw new Error(`O módulo ${id} não foi encontrado.`);
  return (await carregar()) as { default: ModulosRemotos[K] };
}
