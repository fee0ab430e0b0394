// The version of an app's build, stamped where each reader finds it: the remote's `mf-manifest.json`
// (`metaData.buildInfo`), the first line of its server entry (the renderer reads it) and the end of
// its browser entry (the browser records it). The formats are the contract's
// (shared/src/contract/versoes.ts); the version is made once per build.
import { rspack } from '@rspack/core';

// Both files import nothing of ours: Node 24 reads them as they are, types stripped.
import { versaoConstrucao } from '../src/contract/ops/versao-construcao.ts';
import { marcaDaEntradaServidor, registoDaEntradaNavegador } from '../src/contract/versoes.ts';

const MANIFESTO = 'mf-manifest.json';
const ENTRADA = /(^|\/)remoteEntry\.js$/;

/** Adds the version and commit to `metaData.buildInfo` of the manifest the federation wrote. */
class VersaoNoManifesto {
  constructor(versao) {
    this.versao = versao;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersaoNoManifesto', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersaoNoManifesto', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const activo = compilation.getAsset(MANIFESTO);
          if (!activo) return;
          const manifesto = JSON.parse(activo.source.source().toString());
          const { versao, pacote, commit } = this.versao;
          manifesto.metaData.buildInfo = {
            ...manifesto.metaData.buildInfo,
            buildVersion: versao,
            packageVersion: pacote,
            commit,
          };
          compilation.updateAsset(
            MANIFESTO,
            new rspack.sources.RawSource(JSON.stringify(manifesto, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * The plugins that stamp a remote's version (`dir`: the app's folder, with its package.json):
 * for its browser container (`alvo: 'navegador'`) or its server build (`alvo: 'servidor'`).
 */
export function pluginsVersao({ dir, name, alvo }) {
  const versao = versaoConstrucao(dir);
  if (alvo === 'servidor') {
    return [
      new rspack.BannerPlugin({
        banner: marcaDaEntradaServidor(versao.versao),
        raw: true,
        entryOnly: false,
        test: ENTRADA,
      }),
    ];
  }
  return [
    new VersaoNoManifesto(versao),
    new rspack.BannerPlugin({
      banner: registoDaEntradaNavegador(name, versao.versao),
      raw: true,
      footer: true,
      entryOnly: false,
      test: ENTRADA,
    }),
  ];
}

/** The version of the app in `dir`, for a build that defines it as a constant (the renderer). */
export const versaoDaApp = (dir) => versaoConstrucao(dir).versao;
