// The Rspack config of a remote: its exposed surface, plus a standalone page for its team.
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { baseConfig, sharedSingletons } from './federation.mjs';

const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** `name` is the identifier-safe global (mfe_eventos); `port` serves the standalone dev page. */
export function remoteConfig({ dir, name, exposes, port, mode }) {
  const config = baseConfig({ dir, mode: mode ?? 'production', publicPath: 'auto' });
  return {
    ...config,
    plugins: [
      // `rspack serve` puts the standalone page at the root: absolute script paths keep deep links
      // such as /eventos/agendados working; the built page stays relative to wherever it is served.
      new rspack.HtmlRspackPlugin({
        template: path.join(sharedRoot, 'build/standalone.html'),
        ...(config.mode === 'development' ? { publicPath: '/' } : {}),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(sharedRoot, 'build/standalone-config'), to: 'config' }],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
    ],
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/cms/', '/eve/', '/apl/'],
          target: process.env.API_URL ?? 'http://127.0.0.1:8080',
        },
      ],
    },
  };
}
