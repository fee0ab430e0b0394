// Bundles the launcher (fixture site), the report runner and the audit into dist/ as plain Node ESM.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const raiz = dirname(fileURLToPath(import.meta.url));

/** Bare imports stay external (node_modules), except the shared contract, which is TypeScript. */
const externosExcepto = {
  name: 'externos-excepto-shared',
  setup(construcao) {
    construcao.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@site/shared')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds `dist/lancar-site.mjs`, `dist/relatorio.mjs` and `dist/auditar.mjs`. */
export async function construir({ silencioso = false } = {}) {
  await build({
    entryPoints: {
      'lancar-site': join(raiz, 'src/lancador/lancar-site.ts'),
      relatorio: join(raiz, 'src/relatorio.ts'),
      auditar: join(raiz, 'src/auditar.ts'),
    },
    outdir: join(raiz, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externosExcepto],
    banner: {
      js: "import { createRequire as __criarRequire } from 'node:module'; const require = __criarRequire(import.meta.url);",
    },
    logLevel: silencioso ? 'silent' : 'info',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await construir();
}
