// Builds the site twice from the same source into bench/.build/, each with its server renderer:
//   federado/  the production build as deployed: the apps' own rspack configs (browser and server
//              compilations), only written elsewhere so that a running site is not disturbed;
//   spa/       the same source as one application without Module Federation: the shell's configs
//              with the federation plugin removed and the remote loaders swapped for bench stand-ins.
// Each is laid out as the local site expects: SITE_DIST_DIR = <build>/dist (the shell at its
// root, remotes under mf/<name>/), and the renderer beside it in <build>/dist-servidor.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { rspack } from '@rspack/core';

import { BENCH, RAIZ, REMOTOS, SHELL } from './caminhos.mjs';
import { estilosDasSeccoes, expostosDe, recursosDaAplicacao } from './recursos-spa.mjs';

const SPA = path.join(BENCH, 'spa');
const ficheiroShell = (...partes) => path.join(SHELL, 'src', ...partes);

async function configDe(pasta) {
  const modulo = await import(pathToFileURL(path.join(pasta, 'rspack.config.mjs')).href);
  const config = await modulo.default({}, { mode: 'production' });
  return Array.isArray(config) ? config : [config];
}

function compilar(configs) {
  return new Promise((resolver, rejeitar) => {
    const compilador = rspack(configs.length === 1 ? configs[0] : configs);
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

/** The config with its output moved from under `de` to the same place under `para`. */
function reenraizar(config, de, para) {
  const relativo = path.relative(de, config.output.path);
  if (relativo.startsWith('..')) throw new Error(`${config.name}: output outside ${de}`);
  return { ...config, output: { ...config.output, path: path.join(para, relativo) } };
}

/** One compilation of the shell's production configs, by name. */
function escolher(configs, nome) {
  const config = configs.find((c) => c.name === nome);
  if (!config) throw new Error(`shell/rspack.config.mjs has no "${nome}" compilation`);
  return config;
}

const semPlugins = (plugins, ...nomes) =>
  plugins.filter((plugin) => !nomes.includes(plugin?.constructor?.name));

const comAliases = (config, aliases) => ({
  ...config,
  resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...aliases } },
});

/**
 * The federated site as deployed: shell (browser + renderer) at `destino/dist` and
 * `destino/dist-servidor`, each remote (container + server entry) at `destino/dist/mf/<name>`.
 * The remotes' standalone pages are left out: the site never loads them.
 */
async function construirFederado(destino, registar) {
  registar('federated build: shell (browser + server renderer)');
  await compilar((await configDe(SHELL)).map((c) => reenraizar(c, SHELL, destino)));
  for (const nome of REMOTOS) {
    registar(`federated build: mfe-${nome} (container + server entry)`);
    const pasta = path.join(RAIZ, `mfe-${nome}`);
    const configs = (await configDe(pasta)).filter((c) => !c.name?.endsWith('-autonomo'));
    const dist = path.join(pasta, 'dist');
    await compilar(configs.map((c) => reenraizar(c, dist, path.join(destino, 'dist', 'mf', nome))));
  }
}

/**
 * The shell's browser config as one SPA: no federation, and `remotos-spa.ts` swapped in for the
 * loader, so each exposed module is a lazy chunk of this bundle. The entry is the shell's own
 * `src/index.ts`, unchanged: the same start-up (the server's state read, the address's section
 * started early) and the same application chunk, so both builds start the same way.
 */
function configSpaNavegador(base, destino) {
  return {
    ...comAliases(base, {
      [ficheiroShell('lib', 'federation', 'remotos')]: path.join(SPA, 'remotos-spa.ts'),
    }),
    name: 'spa',
    output: { ...base.output, path: path.join(destino, 'dist') },
    // recursos-arranque.json is written from this build's stats instead (see construirSpa).
    plugins: semPlugins(base.plugins, 'ModuleFederationPlugin', 'RecursosArranque'),
  };
}

/**
 * The shell's server config as the SPA's renderer: no federation, the same loader stand-in (the
 * sections are lazy chunks of the renderer), and the server-side remote registration replaced by
 * `remotos-servidor-spa.ts`, which links each section's stylesheets from the SPA's own build.
 */
function configSpaServidor(base, destino, estilos) {
  return {
    ...comAliases(base, {
      [ficheiroShell('lib', 'federation', 'remotos')]: path.join(SPA, 'remotos-spa.ts'),
      [ficheiroShell('renderizador', 'remotos-federados')]: path.join(
        SPA,
        'remotos-servidor-spa.ts',
      ),
    }),
    name: 'spa-servidor',
    output: { ...base.output, path: path.join(destino, 'dist-servidor') },
    plugins: [
      ...semPlugins(base.plugins, 'ModuleFederationPlugin'),
      new rspack.DefinePlugin({ ESTILOS_SECCOES_SPA: JSON.stringify(estilos) }),
    ],
  };
}

/** The SPA (browser, then its renderer, which needs the browser build's section stylesheets). */
async function construirSpa(destino, registar) {
  const configs = await configDe(SHELL);
  registar('SPA build: browser (same source, no federation)');
  const stats = await compilar([configSpaNavegador(escolher(configs, 'shell'), destino)]);
  const json = stats.toJson({
    all: false,
    publicPath: true,
    chunkGroups: true,
    chunks: true,
    chunkOrigins: true,
  });
  await writeFile(
    path.join(destino, 'dist', 'recursos-arranque.json'),
    `${JSON.stringify(recursosDaAplicacao(json), null, 2)}\n`,
  );
  const expostos = await expostosDe(REMOTOS.map((nome) => path.join(RAIZ, `mfe-${nome}`)));
  const estilos = estilosDasSeccoes(json, expostos);

  registar('SPA build: server renderer');
  await compilar([configSpaServidor(escolher(configs, 'shell-servidor'), destino, estilos)]);
}

/** Builds what the variants need: `federado/` (also served as the client-only site) and `spa/`. */
export async function construirTudo(destinoBase, { registar = () => {}, pastas }) {
  await mkdir(destinoBase, { recursive: true });
  for (const pasta of pastas) {
    const destino = path.join(destinoBase, pasta);
    await rm(destino, { recursive: true, force: true });
    if (pasta === 'federado') await construirFederado(destino, registar);
    else if (pasta === 'spa') await construirSpa(destino, registar);
    else throw new Error(`no build called ${pasta}`);
  }
}
