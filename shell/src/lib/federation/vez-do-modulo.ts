import type { IdModuloRemoto } from '@site/shared/contract';
import { ancoraDoBloco } from '@site/shared/contract/rotas';
import { NO_ECRA, quandoPerto } from '@site/shared/ui/quando-perto';

/**
 * When a remote module may be asked for: a home block below the first screen (`BLOCOS_INICIO`)
 * when its element comes onto the screen or at the visitor's first interaction; `null` for any
 * other, which is asked for at once (in the same task, not a microtask later). The entry's
 * preload and the section's boundary both follow it.
 */
export function vezDoModulo(modulo: IdModuloRemoto): Promise<void> | null {
  const ancora = ancoraDoBloco(modulo);
  return ancora ? quandoPerto(ancora, NO_ECRA) : null;
}
