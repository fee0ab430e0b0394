// What the shell's build adds for the installable site: the manifest's PNG icons, drawn from the
// association's mark (shell/icones/marca.svg) with sharp, and the service worker (`/sw.js`), a
// compilation of its own with the list of files it keeps from the start written in.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { rspack } from '@rspack/core';
import sharp from 'sharp';

// The contract's file imports nothing: Node 24 reads it as it is, types stripped.
import { COR_TEMA, ICONES_APLICACAO } from '../../shared/src/contract/manifesto.ts';

/** Share of a maskable icon's side the mark's box takes: its disc (44/48 of the box) then stays
 * inside the safe circle (80% of the side) with a margin. */
const MARCA_MASCARAVEL = 0.78;

/** One icon as a PNG: the mark alone, or for `maskable` the mark centred on the theme colour. */
async function desenharIcone(marca, { lado, finalidade }) {
  const ladoMarca = finalidade === 'maskable' ? Math.round(lado * MARCA_MASCARAVEL) : lado;
  // Rasterised at the final size (density), not enlarged from the SVG's 48 px.
  const desenho = await sharp(marca, { density: (72 * ladoMarca) / 48 })
    .resize(ladoMarca, ladoMarca)
    .png()
    .toBuffer();
  if (finalidade !== 'maskable') return sharp(desenho).png({ compressionLevel: 9 }).toBuffer();
  return sharp({ create: { width: lado, height: lado, channels: 4, background: COR_TEMA } })
    .composite([{ input: desenho, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Emits each icon of the contract's `ICONES_APLICACAO` at its path. */
export class IconesAplicacao {
  constructor(dir) {
    this.marca = path.join(dir, 'icones', 'marca.svg');
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('IconesAplicacao', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'IconesAplicacao', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(this.marca);
          const marca = readFileSync(this.marca);
          for (const icone of ICONES_APLICACAO) {
            const png = await desenharIcone(marca, icone);
            compilation.emitAsset(icone.caminho.slice(1), new rspack.sources.RawSource(png));
          }
        },
      );
    });
  }
}

const revisao = (...conteudos) => {
  const hash = createHash('sha256');
  for (const conteudo of conteudos) hash.update(conteudo);
  return hash.digest('hex').slice(0, 16);
};

/** What the worker keeps at install: the offline page, its stylesheet and the icon it shows. */
function listaPrecache(dir) {
  const publico = (nome) => readFileSync(path.join(dir, 'public', nome));
  const marca = readFileSync(path.join(dir, 'icones', 'marca.svg'));
  const icone = ICONES_APLICACAO[0];
  return [
    { url: '/offline.html', revision: revisao(publico('offline.html')) },
    { url: '/offline.css', revision: revisao(publico('offline.css')) },
    { url: icone.caminho, revision: revisao(marca, JSON.stringify(icone)) },
  ];
}

/**
 * The service worker's compilation: `src/sw/trabalhador.ts` to `dist/sw.js` (a fixed name at
 * the root, so that its scope is the whole site), after the browser build, which empties dist.
 */
export function configTrabalhador({ dir, mode, depoisDe }) {
  return {
    name: 'trabalhador',
    dependencies: [depoisDe],
    mode,
    context: dir,
    target: ['webworker', 'es2022'],
    entry: { sw: './src/sw/trabalhador.ts' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: 'sw.js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { runtimeChunk: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'self.__WB_MANIFEST': JSON.stringify(listaPrecache(dir)) }),
    ],
  };
}
