import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { baseConfig, sharedSingletons } from '../shared/build/federation.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const config = baseConfig({ dir, mode, publicPath: '/' });
  return {
    ...config,
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './public/index.html',
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public/favicon.ico' },
          { from: 'public/robots.txt' },
          { from: 'public/config', to: 'config' },
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
      }),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: '127.0.0.1',
      historyApiFallback: true,
      proxy: [
        {
          context: ['/cms', '/eve', '/apl', '/mf'],
          target: process.env.SITE_URL ?? 'http://127.0.0.1:8080',
        },
      ],
    },
  };
};
