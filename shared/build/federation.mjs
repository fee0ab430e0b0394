// Build-time helpers for the shell and the remotes: one list of shared singletons and one
// Rspack base config, so every app federates the same way.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharedDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharedPkg = require(path.join(sharedDir, 'package.json'));

function versionOf(name) {
  return require(`${name}/package.json`).version;
}

function singleton(name) {
  const version = versionOf(name);
  return { singleton: true, version, requiredVersion: `^${version}` };
}

/**
 * What every app shares, as one instance: React (with its subpaths), the router, the query cache,
 * the form library and the workspace package (API client, config context, UI state).
 */
export function sharedSingletons() {
  const ownVersion = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // One router instance, with only the exports the apps import (see react-router-partilhado.mjs).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(sharedDir, 'build', 'react-router-partilhado.mjs'),
    },
    // The same for the query cache and the form library: one instance, only what is imported.
    '@tanstack/react-query': {
      ...singleton('@tanstack/react-query'),
      import: path.join(sharedDir, 'build', 'react-query-partilhado.mjs'),
    },
    'react-hook-form': {
      ...singleton('react-hook-form'),
      import: path.join(sharedDir, 'build', 'react-hook-form-partilhado.mjs'),
    },
    // The contract itself (`@site/shared/contract`: types, constants, pure rules, no state but
    // caches) is not shared: each app bundles what it imports, tree-shaken, and a remote deployed
    // alone keeps the contract it was built with. Shared, it was one chunk of 8.8 KB gzip taken
    // whole on every page. The schemas (with zod) are: loaded by the API client with its first
    // request, and by the forms; one zod and each schema built once.
    '@site/shared/contract/esquemas': ownVersion,
    '@site/shared/api': ownVersion,
    '@site/shared/ui': ownVersion,
    '@site/shared/ui/formulario': ownVersion,
  };
}

/**
 * The same singletons for the server builds (the shell's renderer and each remote's server
 * entry): whole packages, since bytes do not matter there and the renderer needs the router's
 * StaticRouter, which the trimmed browser module leaves out.
 */
function sharedSingletonsServidor() {
  const partilhados = sharedSingletons();
  return Object.fromEntries(
    Object.entries(partilhados).map(([nome, { import: _aparado, ...opcoes }]) => [nome, opcoes]),
  );
}

/**
 * Rspack's federation plugin imports the bundler runtime by its CommonJS build, which cannot be
 * tree-shaken nor have its `ENV_TARGET`/`FEDERATION_OPTIMIZE_*` branches removed; the ESM build
 * of the same version can. Measured by `npm run bench`.
 */
function runtimeFederacaoEsm() {
  const ferramentas = require.resolve('@module-federation/runtime-tools/bundler', {
    paths: [sharedDir],
  });
  const cjsDe = (pacote) => require.resolve(pacote, { paths: [ferramentas] });
  const pacotes = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ];
  return Object.fromEntries(
    pacotes.map((pacote) => {
      const cjs = cjsDe(pacote);
      return [`${cjs}$`, cjs.replace(/\.cjs$/, '.js')];
    }),
  );
}

/**
 * The trimmed shared modules (build/*-partilhado.mjs) import their package under another name:
 * the package's own name is the share key, and a share's fallback that imports its own key
 * waits for itself forever. These aliases point the other names at the packages' ESM entries.
 */
function pacotesOriginais() {
  const entradaEsm = (pacote) => {
    const raiz = path.dirname(require.resolve(`${pacote}/package.json`, { paths: [sharedDir] }));
    const { exports } = require(path.join(raiz, 'package.json'));
    const importacao = exports['.'].import;
    return path.join(raiz, typeof importacao === 'string' ? importacao : importacao.default);
  };
  return {
    'original-react-query$': entradaEsm('@tanstack/react-query'),
    'original-react-hook-form$': entradaEsm('react-hook-form'),
  };
}

/** Federation runtime settings every app shares: browser-only code, no Node.js branches. */
export const experimentosFederacao = { optimization: { target: 'web', disableSnapshot: true } };

/**
 * The federation settings of a server build: Node's runtime, whose plugin fetches a remote's
 * server chunks over HTTP from beside its entry; the same singletons as the browser. With
 * `exposes` it is a remote's server entry (`remoteEntry.js`, loading no other remote), without,
 * the renderer (a host whose remotes are registered at run time).
 */
export function federacaoServidor({ name, exposes }) {
  const remoto = exposes
    ? { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }
    : { remotes: {} };
  return {
    name,
    ...remoto,
    shared: sharedSingletonsServidor(),
    shareStrategy: 'loaded-first',
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    dts: false,
    manifest: false,
    experiments: {
      optimization: { target: 'node', disableSnapshot: true, disableRemote: Boolean(exposes) },
    },
  };
}

/**
 * A server build: Node (CommonJS chunks loaded asynchronously, which is what a remote fetched over
 * HTTP needs), written to `dist/servidor`, CSS reduced to nothing (the browser build carries it).
 * The public path stays empty so the Node runtime finds each chunk beside the remote's entry,
 * wherever that was published.
 */
export function baseConfigServidor({ dir, mode, saida = path.join(dir, 'dist', 'servidor') }) {
  const base = baseConfig({ dir, mode, publicPath: '' });
  return {
    ...base,
    devtool: false,
    target: ['async-node', 'es2022'],
    output: {
      ...base.output,
      path: saida,
      // The remote's entry must keep its name; chunks still carry their content hash.
      filename: '[name].js',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
    },
    // Node's own meaning of these, not the bundler's stand-ins.
    node: { __dirname: false, __filename: false },
    module: {
      ...base.module,
      generator: {
        'css/auto': { exportsOnly: true },
        // A file the page links (the icons' sprite) is named as the browser build names it, from
        // the site's root, and not written again: the shell's browser build serves it.
        'asset/resource': { publicPath: '/', emit: false },
      },
    },
    optimization: { ...base.optimization, minimize: false },
  };
}

/** The Rspack settings every app has in common. */
export function baseConfig({ dir, mode, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: { ...runtimeFederacaoEsm(), ...pacotesOriginais() },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !production, refresh: false },
              },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: { runtimeChunk: false },
    performance: { hints: false },
  };
}
