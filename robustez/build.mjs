// Bundles the launcher (fixture site), the report runner and the audit into dist/ as plain Node ESM,
// the same way the API is bundled.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { construirParaNode } from '../api/build.mjs';

const raiz = dirname(fileURLToPath(import.meta.url));

/** Builds `dist/lancar-site.mjs`, `dist/relatorio.mjs` and `dist/auditar.mjs`. */
export async function construir({ silencioso = false } = {}) {
  await construirParaNode({
    raiz,
    entradas: {
      'lancar-site': join(raiz, 'src/lancador/lancar-site.ts'),
      relatorio: join(raiz, 'src/relatorio.ts'),
      auditar: join(raiz, 'src/auditar.ts'),
    },
    extensao: '.mjs',
    silencioso,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await construir();
}
