import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import {
  baseConfig,
  experimentosFederacao,
  sharedSingletons,
} from '../shared/build/federation.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The icon the pages link to carries its content hash, so it is cached for good (no revalidation
 * on each visit); /favicon.ico stays for browsers and crawlers that ask for it by name.
 */
const faviconComHash = `favicon.${createHash('sha256')
  .update(readFileSync(path.join(dir, 'public/favicon.ico')))
  .digest('hex')
  .slice(0, 10)}.ico`;

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const config = baseConfig({ dir, mode, publicPath: '/' });
  return {
    ...config,
    plugins: [
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
        ],
      }),
      // No remotes at build time: they are registered from /config/site.json at start.
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The remotes reuse this runtime instead of each shipping a copy (their externalRuntime).
        experiments: { ...experimentosFederacao, provideExternalRuntime: true },
      }),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: '127.0.0.1',
      historyApiFallback: true,
      proxy: [
        {
          // The runtime configuration too: the local site writes it from the contract's defaults.
          context: ['/cms', '/eve', '/apl', '/mf', '/config'],
          target: process.env.SITE_URL ?? 'http://127.0.0.1:8080',
        },
      ],
    },
  };
};
