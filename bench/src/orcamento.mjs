// First-load JavaScript of each measured route, computed from the build output alone (no
// browser, no timing), so that CI can hold it under a budget:
//   the shell: every .js file of its build (it has no lazy code of its own: the federation
//   runtime, the bootstrap chunk and the shared libraries it provides all load at start);
//   each remote the route renders: its remoteEntry.js plus the synchronous JS of the exposed
//   module, as listed in its mf-manifest.json (shared libraries come from the shell).
// Sizes are gzip at zlib's default level, as the site serves them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { modulosDaRota } from '../../api/dist/rotas.js';

import { ROTAS_FIXAS } from './rotas.mjs';

/**
 * The routes the benchmark measures (an event page stands for its kind) and the exposed modules
 * each one renders at first load, from the contract's route table as `npm run build` bundles it.
 */
const MODULOS_POR_ROTA = Object.fromEntries(
  [
    ...ROTAS_FIXAS.slice(0, 2),
    { rotulo: 'evento', caminho: '/eventos/1/evento' },
    ...ROTAS_FIXAS.slice(2),
  ].map(({ rotulo, caminho }) => [rotulo, modulosDaRota(caminho, '')]),
);

const gzip = (ficheiro) => gzipSync(readFileSync(ficheiro)).length;

/** gzip bytes of the shell's JS and of each remote's entry and exposed modules. */
export function lerBuild({ shell, remotos }) {
  const js = readdirSync(shell).filter((f) => f.endsWith('.js'));
  if (!js.length) throw new Error(`no JavaScript in ${shell}: build the site first`);
  const resultado = {
    shell: js.reduce((soma, f) => soma + gzip(path.join(shell, f)), 0),
    remotos: {},
  };
  for (const [nome, pasta] of Object.entries(remotos)) {
    const manifesto = JSON.parse(readFileSync(path.join(pasta, 'mf-manifest.json'), 'utf8'));
    const entrada = path.join(
      pasta,
      manifesto.metaData.remoteEntry.path,
      manifesto.metaData.remoteEntry.name,
    );
    const expostos = {};
    for (const exposto of manifesto.exposes) {
      expostos[exposto.name] = exposto.assets.js.sync.map((ficheiro) => ({
        ficheiro,
        bytes: gzip(path.join(pasta, ficheiro)),
      }));
    }
    resultado.remotos[manifesto.name ?? nome] = { entrada: gzip(entrada), expostos };
  }
  return resultado;
}

/** First-load JS (gzip bytes) of a route that renders `modulos` (ids like 'mfe_eventos/Eventos'). */
export function primeiraCarga(build, modulos) {
  let total = build.shell;
  const remotosUsados = new Set();
  const ficheiros = new Set();
  for (const id of modulos) {
    const [remoto, exposto] = id.split('/');
    const dados = build.remotos[remoto];
    const assets = dados?.expostos[exposto];
    if (!dados || !assets) throw new Error(`${id} is not in the build's manifests`);
    if (!remotosUsados.has(remoto)) total += dados.entrada;
    remotosUsados.add(remoto);
    // Two modules of one remote may list the same chunk: count each file once.
    for (const { ficheiro, bytes } of assets) {
      if (!ficheiros.has(`${remoto}/${ficheiro}`)) total += bytes;
      ficheiros.add(`${remoto}/${ficheiro}`);
    }
  }
  return total;
}

/** Each route's first-load JS, in gzip bytes. */
export function primeiraCargaPorRota(build) {
  return Object.fromEntries(
    Object.entries(MODULOS_POR_ROTA).map(([rota, modulos]) => [
      rota,
      primeiraCarga(build, modulos),
    ]),
  );
}

/** Routes over budget: `[{ rota, bytes, limite }]`. */
export function excessos(porRota, limites) {
  return Object.entries(limites)
    .filter(([rota, limite]) => !(porRota[rota] <= limite))
    .map(([rota, limite]) => ({ rota, bytes: porRota[rota], limite }));
}
