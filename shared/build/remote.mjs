// The Rspack config of a remote: its exposed surface, plus a standalone page for its team.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { NOMES_REMOTOS } from './contrato.mjs';
import {
  baseConfig,
  baseConfigServidor,
  experimentosFederacao,
  federacaoServidor,
  sharedSingletons,
} from './federation.mjs';
import { CAMINHOS_DO_SITE, paraDesenvolvimento } from './servidor-desenvolvimento.mjs';
import { pluginsVersao } from './versao.mjs';

const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The remote's `exposes`, read from its `src/expostos.ts` (where `tsc` checks them against the
 * contract): each `Nome: () => import('./caminho')` line becomes `'./Nome': './src/caminho'`.
 */
function exposesDe(dir) {
  const ficheiro = path.join(dir, 'src', 'expostos.ts');
  const fonte = readFileSync(ficheiro, 'utf8');
  const linhas = [...fonte.matchAll(/^\s*(\w+): \(\) => import\('\.\/([^']+)'\),?$/gm)];
  const importacoes = fonte.match(/import\(/g)?.length ?? 0;
  if (linhas.length === 0 || linhas.length !== importacoes) {
    throw new Error(
      `${ficheiro}: write each exposed module on one line as \`Nome: () => import('./caminho'),\``,
    );
  }
  return Object.fromEntries(linhas.map(([, nome, caminho]) => [`./${nome}`, `./src/${caminho}`]));
}

/**
 * The shares of a remote's browser container, all taken from the shell (`import: false`): no
 * fallback copy is built, and the entry's share tables are smaller (0.8 KB gzip). The shell
 * provides a share because it imports it itself (of `react/` and `react-dom/`, the subpaths it
 * imports), so a share a remote starts to need goes into the shell first (see
 * docs/architecture.md, "How the composition works").
 */
function tomadosDoShell() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([nome, opcoes]) => [
      nome,
      { ...opcoes, import: false },
    ]),
  );
}

/**
 * `name` is the identifier-safe global (mfe_eventos); `port` serves the standalone dev page (unless
 * `PORT` is set), whose dev server sends the site's paths (APIs, image endpoint, discovery) to
 * `API_URL`; the exposed modules come from `src/expostos.ts`.
 *
 * In production the remote is two compilations written to the same folder: the container
 * (remoteEntry.js, mf-manifest.json, the exposed chunks) that reuses the shell's federation
 * runtime instead of carrying its own copy (`externalRuntime`: ~20 KB gzip less per remote on
 * every page that uses it), and the standalone page, a plain bundle that needs no federation.
 * `rspack serve` keeps one compilation with its own runtime, since no shell provides one there.
 */
export function remoteConfig({ dir, name, port, mode }) {
  if (!NOMES_REMOTOS.includes(name)) {
    throw new Error(`${name} is not a remote of the contract (${NOMES_REMOTOS.join(', ')})`);
  }
  const exposes = exposesDe(dir);
  const config = baseConfig({ dir, mode: mode ?? 'production', publicPath: 'auto' });
  const desenvolvimento = config.mode === 'development';
  const federacao = (externalRuntime) =>
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: externalRuntime ? tomadosDoShell() : sharedSingletons(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      experiments: {
        ...experimentosFederacao,
        // A remote loads no other remote: its bundler runtime drops that code.
        optimization: { ...experimentosFederacao.optimization, disableRemote: true },
        ...(externalRuntime ? { externalRuntime: true } : {}),
      },
    });
  const paginaAutonoma = [
    // `rspack serve` puts the standalone page at the root: absolute script paths keep deep links
    // such as /eventos/agendados working; the built page stays relative to wherever it is served.
    // There one compilation also holds the container (remoteEntry.js), which the page must not
    // load: two bundler runtimes on one page share one hot-update global, and each update then
    // fails (`[HMR] Update failed`, hot update chunk main missing).
    new rspack.HtmlRspackPlugin({
      template: path.join(sharedRoot, 'build/standalone.html'),
      ...(desenvolvimento ? { publicPath: '/', chunks: ['main'] } : {}),
    }),
  ];
  if (desenvolvimento) {
    return paraDesenvolvimento(
      { ...config, plugins: [...paginaAutonoma, federacao(false)] },
      {
        porta: port,
        destino: process.env.API_URL || 'http://127.0.0.1:8080',
        caminhos: CAMINHOS_DO_SITE,
        cabecalhos: { 'Access-Control-Allow-Origin': '*' },
      },
    );
  }
  // The same modules for the server renderer, published beside the browser entry
  // (`servidor/remoteEntry.js`), which the renderer loads at run time through the Node runtime.
  const servidor = {
    ...baseConfigServidor({ dir, mode: config.mode }),
    name: `${name}-servidor`,
    entry: {},
    dependencies: [`${name}-container`],
    plugins: [
      new ModuleFederationPlugin(federacaoServidor({ name, exposes })),
      ...pluginsVersao({ dir, name, alvo: 'servidor' }),
    ],
  };
  const container = [federacao(true), ...pluginsVersao({ dir, name, alvo: 'navegador' })];
  return [
    { ...config, name: `${name}-container`, entry: {}, plugins: container },
    servidor,
    {
      ...config,
      name: `${name}-autonomo`,
      // After the container, whose output.clean empties the folder first.
      dependencies: [`${name}-container`],
      output: { ...config.output, clean: false },
      plugins: paginaAutonoma,
    },
  ];
}
