// Bundles each program of src/ (one folder each, entry `main.ts`): the reference backend, the local
// site, the Docker deployment's sitemap and image services, and the contract's tables and rules for
// host scripts. The dist/ names stay what Docker, CI and the docs run; @site/shared is TypeScript
// source, so it goes inline.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

// Imports only Node's modules: Node 24 reads it as it is, types stripped.
import { versaoConstrucao } from '../shared/src/contract/ops/versao-construcao.ts';

const raiz = dirname(fileURLToPath(import.meta.url));

/** Every bare import stays external (node_modules), except the workspace package we bundle. */
const externosExcepto = {
  name: 'externos-excepto-shared',
  setup(construcao) {
    construcao.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@site/shared')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles `entradas` (name → TypeScript file) into `<raiz>/dist` as Node ESM, with the build's
 * version (package version and commit) written in for the metrics and `/versoes`. The robustness
 * suite builds its own entries with it too.
 */
export async function construirParaNode({ raiz: pasta, entradas, extensao, silencioso = false }) {
  await build({
    entryPoints: entradas,
    outdir: join(pasta, 'dist'),
    ...(extensao ? { outExtension: { '.js': extensao } } : {}),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    plugins: [externosExcepto],
    define: { __VERSAO_CONSTRUCAO__: JSON.stringify(versaoConstrucao(pasta).versao) },
    banner: {
      js: "import { createRequire as __criarRequire } from 'node:module'; const require = __criarRequire(import.meta.url);",
    },
    logLevel: silencioso ? 'silent' : 'info',
  });
}

/** Builds every entry into dist/. */
export async function construir({ silencioso = false } = {}) {
  await construirParaNode({
    raiz,
    entradas: {
      server: join(raiz, 'src/referencia/main.ts'),
      'local-site': join(raiz, 'src/local-site/main.ts'),
      'sitemap-server': join(raiz, 'src/sitemap/main.ts'),
      'imagens-server': join(raiz, 'src/imagens/main.ts'),
      'lancamentos-server': join(raiz, 'src/lancamentos/main.ts'),
      lancar: join(raiz, 'src/lancamentos/lancar.ts'),
      // The contract for scripts that run on the host (scripts/compose-test-browser.mjs).
      contrato: join(raiz, 'src/contrato-scripts/index.ts'),
    },
    silencioso,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await construir();
}
