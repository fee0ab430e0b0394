// Builds the site twice from the same source into bench/.build/: the federated production build
// (the apps' own rspack configs, unchanged, only written elsewhere so a running site is not
// disturbed) and one SPA (the shell's config without Module Federation, sections as lazy chunks).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { rspack } from '@rspack/core';

import { RAIZ, REMOTOS } from './caminhos.mjs';

const SHELL = path.join(RAIZ, 'shell');

async function configDe(pasta) {
  const modulo = await import(pathToFileURL(path.join(pasta, 'rspack.config.mjs')).href);
  return modulo.default({}, { mode: 'production' });
}

function compilar(config) {
  return new Promise((resolver, rejeitar) => {
    const compilador = rspack(config);
    compilador.run((erro, stats) => {
      compilador.close(() => {
        if (erro) return rejeitar(erro);
        if (stats?.hasErrors()) {
          const texto = stats.toString({ all: false, errors: true, colors: false });
          return rejeitar(new Error(`Build failed:\n${texto}`));
        }
        resolver(stats);
      });
    });
  });
}

/** The shell's production config turned into a plain SPA: no federation, the loader swapped. */
async function configSpa(destino) {
  const base = await configDe(SHELL);
  const remotosSpa = path.join(RAIZ, 'bench', 'spa', 'remotos-spa.ts');
  return {
    ...base,
    // The async `import('./bootstrap')` boundary only exists for federation's share negotiation.
    entry: { main: './src/bootstrap.tsx' },
    output: { ...base.output, path: destino },
    resolve: {
      ...base.resolve,
      alias: {
        ...base.resolve?.alias,
        [path.join(SHELL, 'src', 'lib', 'federation', 'remotos')]: remotosSpa,
      },
    },
    plugins: base.plugins.filter(
      (plugin) => plugin?.constructor?.name !== 'ModuleFederationPlugin',
    ),
  };
}

/**
 * Builds both variants: `federado/` is laid out as SITE_DIST_DIR expects (shell at the root,
 * remotes under mf/<name>/), `spa/` is the single bundle.
 */
export async function construirAmbos(destinoBase, { registar = () => {} } = {}) {
  const federado = path.join(destinoBase, 'federado');
  const spa = path.join(destinoBase, 'spa');
  await rm(destinoBase, { recursive: true, force: true });

  registar('federated build: shell');
  const shell = await configDe(SHELL);
  await compilar({ ...shell, output: { ...shell.output, path: federado } });
  for (const nome of REMOTOS) {
    registar(`federated build: mfe-${nome}`);
    const config = await configDe(path.join(RAIZ, `mfe-${nome}`));
    const destino = path.join(federado, 'mf', nome);
    // A remote's production config is a list (container + standalone page), both in one folder.
    const lista = (Array.isArray(config) ? config : [config]).map((c) => ({
      ...c,
      output: { ...c.output, path: destino },
    }));
    await compilar(Array.isArray(config) ? lista : lista[0]);
  }
  registar('SPA build (same source, no federation)');
  await compilar(await configSpa(spa));
  return { federado, spa };
}
