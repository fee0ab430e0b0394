import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RAIZ } from './servidor';

/**
 * A copy of the shell's builds (browser and server) and of the `remotos`' builds, laid out as
 * SITE_DIST_DIR reads it, in a new temporary folder: a run may change it as a deployment would.
 * Returns the folder; SITE_DIST_DIR is its `dist`.
 */
export function copiarConstrucoes(
  prefixo: string,
  remotos: readonly ('eventos' | 'institucional' | 'conteudos')[],
): string {
  const raiz = mkdtempSync(join(tmpdir(), prefixo));
  cpSync(join(RAIZ, 'shell', 'dist'), join(raiz, 'dist'), { recursive: true });
  cpSync(join(RAIZ, 'shell', 'dist-servidor'), join(raiz, 'dist-servidor'), { recursive: true });
  for (const remoto of remotos) {
    cpSync(join(RAIZ, `mfe-${remoto}`, 'dist'), join(raiz, 'dist', 'mf', remoto), {
      recursive: true,
    });
  }
  return raiz;
}
