// What the SPA's server renderer links from the head, read from the SPA's browser build (its
// stats), so that its pages get what the federated renderer gives the federated ones: the
// application chunk's stylesheets and script (`recursos-arranque.json`, which the shell's build
// writes from its "aplicacao" chunk group) and each section's stylesheets (which the federated
// renderer reads from the remotes' mf-manifest.json).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `Nome: () => import('./caminho')`, one a line: how src/expostos.ts lists a remote's surface. */
const LINHA_EXPOSTO = /^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/gm;

/**
 * Each remote's exposed modules, from the `src/expostos.ts` its federated build reads:
 * `[{ ficheiro, modulos: { './app/seccao-eventos': 'mfe_eventos/Eventos' } }]`.
 */
export async function expostosDe(pastasRemotos) {
  return Promise.all(
    pastasRemotos.map(async (pasta) => {
      const ficheiro = path.join(pasta, 'src', 'expostos.ts');
      const remoto = path.basename(pasta).replace(/-/g, '_');
      return { ficheiro, modulos: modulosExpostos(await readFile(ficheiro, 'utf8'), remoto) };
    }),
  );
}

/** The `import()` requests of an expostos.ts source, each with the module id it exposes. */
export function modulosExpostos(fonte, remoto) {
  const modulos = Object.fromEntries(
    [...fonte.matchAll(LINHA_EXPOSTO)].map(([, nome, pedido]) => [pedido, `${remoto}/${nome}`]),
  );
  if (!Object.keys(modulos).length) throw new Error(`no exposed module found for ${remoto}`);
  return modulos;
}

const urlDe = (publicPath, ficheiro) => `${publicPath ?? ''}${ficheiro}`;

/**
 * What the renderer links from the head (`recursos-arranque.json`), from the SPA build's stats
 * (`chunkGroups`, `chunks`, `publicPath`): the stylesheets of the application chunk group (what
 * the entry's `import('./bootstrap')` loads), and the script of the application chunk itself.
 * The shell's plugin lists the group's scripts too, which in the federated build are the
 * application's own code (the libraries are shared modules, loaded apart at normal priority); in
 * the SPA the group also holds the libraries (most of the first-load JavaScript), and preloading them at high priority holds
 * back the stylesheets, hence the first paint (measured: FCP 1.4-2.6 s instead of 1.2-1.4 s).
 */
export function recursosDaAplicacao(stats, nome = 'aplicacao') {
  const grupo = stats.namedChunkGroups?.[nome];
  const chunk = stats.chunks?.find((c) => c.names?.includes(nome));
  if (!grupo || !chunk) throw new Error(`the build has no chunk called ${nome}`);
  return {
    css: grupo.assets
      .map(({ name }) => name)
      .filter((f) => f.endsWith('.css'))
      .map((f) => urlDe(stats.publicPath, f)),
    js: chunk.files.filter((f) => f.endsWith('.js')).map((f) => urlDe(stats.publicPath, f)),
  };
}

/**
 * The stylesheets of each exposed module's lazy chunks in the SPA build (stats with `chunks` and
 * `chunkOrigins`), by module id: what the manifest's `assets.css.sync` is in a federated build.
 */
export function estilosDasSeccoes(stats, expostos) {
  const estilos = {};
  for (const chunk of stats.chunks ?? []) {
    const css = chunk.files
      .filter((f) => f.endsWith('.css'))
      .map((f) => urlDe(stats.publicPath, f));
    for (const origem of chunk.origins ?? []) {
      const ficheiro = (origem.moduleIdentifier ?? '').split('!').pop();
      const modulo = expostos.find((e) => e.ficheiro === ficheiro)?.modulos[origem.request];
      if (modulo) estilos[modulo] = [...new Set([...(estilos[modulo] ?? []), ...css])];
    }
  }
  const emFalta = expostos.flatMap((e) => Object.values(e.modulos)).filter((m) => !estilos[m]);
  if (emFalta.length) throw new Error(`no chunk of the SPA build loads ${emFalta.join(', ')}`);
  return estilos;
}
