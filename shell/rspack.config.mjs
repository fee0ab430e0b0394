import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import {
  baseConfig,
  baseConfigServidor,
  experimentosFederacao,
  federacaoServidor,
  sharedSingletons,
} from '../shared/build/federation.mjs';
import {
  CAMINHOS_DO_SITE_PARA_O_SHELL,
  paraDesenvolvimento,
} from '../shared/build/servidor-desenvolvimento.mjs';
import { versaoDaApp } from '../shared/build/versao.mjs';

import { configTrabalhador, IconesAplicacao } from './build/pwa.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The icon the pages link to carries its content hash, so it is cached for good (no revalidation
 * on each visit); /favicon.ico stays for browsers and crawlers that ask for it by name.
 */
const faviconComHash = `favicon.${createHash('sha256')
  .update(readFileSync(path.join(dir, 'public/favicon.ico')))
  .digest('hex')
  .slice(0, 10)}.ico`;

/**
 * The server renderer (`dist-servidor/servidor.cjs`): the same application for Node, a federation
 * host whose remotes are loaded at run time from their server builds, never bundled in. Everything
 * else is bundled (jsdom included), so the server needs no node_modules.
 */
function configServidor(mode) {
  const base = baseConfigServidor({ dir, mode, saida: path.join(dir, 'dist-servidor') });
  return {
    ...base,
    name: 'shell-servidor',
    entry: { servidor: './src/renderizador/index.ts' },
    // `.cjs`: the shell's package is ESM, and this bundle is CommonJS.
    output: {
      ...base.output,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
    },
    // Optional native add-ons of ws and jsdom's canvas, which the renderer does without.
    ignoreWarnings: [{ module: /node_modules[\\/](ws|jsdom)[\\/]/ }],
    plugins: [
      new ModuleFederationPlugin(federacaoServidor({ name: 'shell' })),
      // The renderer's own version, for its metrics, its pages and `/versoes`.
      new rspack.DefinePlugin({ __VERSAO_CONSTRUCAO__: JSON.stringify(versaoDaApp(dir)) }),
    ],
  };
}

/**
 * Writes `recursos-arranque.json`: the stylesheets and scripts of the application chunk (the one
 * the entry imports), whose names carry hashes. The server renderer links them from the head, so
 * that its HTML is styled at first paint (and readable without JavaScript) instead of once the
 * entry has loaded the chunk.
 */
class RecursosArranque {
  apply(compiler) {
    compiler.hooks.done.tap('RecursosArranque', (stats) => {
      const { namedChunkGroups, publicPath } = stats.toJson({
        all: false,
        chunkGroups: true,
        publicPath: true,
      });
      const ficheiros = (namedChunkGroups?.aplicacao?.assets ?? []).map(({ name }) => name);
      const recursos = {
        css: ficheiros.filter((f) => f.endsWith('.css')).map((f) => `${publicPath}${f}`),
        js: ficheiros.filter((f) => f.endsWith('.js')).map((f) => `${publicPath}${f}`),
      };
      writeFileSync(
        path.join(compiler.options.output.path, 'recursos-arranque.json'),
        `${JSON.stringify(recursos, null, 2)}\n`,
      );
    });
  }
}

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const producao = mode === 'production';
  const config = baseConfig({ dir, mode, publicPath: '/' });
  const navegador = {
    ...config,
    name: 'shell',
    plugins: [
      // For the server renderer, which serves the production build only.
      ...(producao ? [new RecursosArranque()] : []),
      new rspack.HtmlRspackPlugin({
        template: './public/index.html',
        templateParameters: { favicon: `/${faviconComHash}` },
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public/favicon.ico' },
          { from: 'public/favicon.ico', to: faviconComHash },
          { from: 'public/robots.txt' },
          { from: 'public/og-imagem.png' },
          { from: 'public/sem-javascript.css' },
          { from: 'public/offline.html' },
          { from: 'public/offline.css' },
        ],
      }),
      new IconesAplicacao(dir),
      // The shell's version, which the visitors' reports name for what the shell itself shows.
      new rspack.DefinePlugin({ __VERSAO_CONSTRUCAO__: JSON.stringify(versaoDaApp(dir)) }),
      // No remotes at build time: they are registered from /config/site.json at start.
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        // Loading a remote yields to the main thread between its steps (see the plugin).
        // A remote that cannot load is reported by the visitors' reports (the other plugin).
        runtimePlugins: [
          path.join(dir, 'src', 'lib', 'federation', 'ceder-na-federacao.ts'),
          path.join(dir, 'src', 'lib', 'federation', 'relatar-na-federacao.ts'),
        ],
        dts: false,
        manifest: false,
        // The remotes reuse this runtime instead of each shipping a copy (their externalRuntime).
        experiments: { ...experimentosFederacao, provideExternalRuntime: true },
      }),
    ],
  };
  if (!producao) {
    // The APIs, pictures, search, feeds, built remotes and runtime configuration: from the site.
    return paraDesenvolvimento(navegador, {
      porta: 3000,
      destino: process.env.SITE_URL || 'http://127.0.0.1:8080',
      caminhos: CAMINHOS_DO_SITE_PARA_O_SHELL,
    });
  }
  return [
    navegador,
    configTrabalhador({ dir, mode, depoisDe: navegador.name }),
    configServidor(mode),
  ];
};
