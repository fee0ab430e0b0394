// Stages the host's builds into docker/.build, the small build context of the images:
// <app>/dist for the shell and the remotes; for the shell's server renderer (ssr) its bundle
// shell/dist-servidor plus the two files of the shell's dist it renders pages with; and for the
// api its bundle plus only the production node_modules it needs (sharp's prebuilt Node-API
// binary and libvips included: they load in any Node of the same platform), laid out as in the
// repository so Node resolves them the same way. Run after
// `npm ci && npm run build`.
// It also writes docker/lib/definicoes.sh, what the nginx images' entrypoints need from the
// contract (the runtime configuration's variables, the security headers), as sh.
//
//   npm run docker:contexto                  every app
//   npm run docker:contexto -- mfe-eventos   one app (to deploy it alone)
//   npm run docker:contexto -- shell         the shell's static files AND its renderer: one build,
//                                            deployed together (`ssr` alone: the renderer)
//   npm run docker:contexto -- --definicoes  docker/lib/definicoes.sh only (the robustness report
//                                            runs the gateway's configuration with a local nginx)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const pastaDocker = path.dirname(fileURLToPath(import.meta.url));
const raiz = path.dirname(pastaDocker);
const destino = path.join(pastaDocker, '.build');

const ESTATICOS = {
  shell: 'index.html',
  'mfe-eventos': 'mf-manifest.json',
  'mfe-institucional': 'mf-manifest.json',
  'mfe-conteudos': 'mf-manifest.json',
};
const APPS = [...Object.keys(ESTATICOS), 'ssr', 'api'];
/** Staging an app also stages these: the renderer's pages point at the shell build's files. */
const JUNTOS = { shell: ['shell', 'ssr'] };

function falhar(mensagem) {
  console.error(`preparar-contexto: ${mensagem}`);
  process.exit(1);
}

function lerJson(ficheiro) {
  return JSON.parse(readFileSync(ficheiro, 'utf8'));
}

function prepararEstatico(app) {
  const dist = path.join(raiz, app, 'dist');
  if (!existsSync(path.join(dist, ESTATICOS[app]))) {
    falhar(
      `${app}/dist/${ESTATICOS[app]} is missing: run "npm ci && npm run build" at the repository root first`,
    );
  }
  const alvo = path.join(destino, app, 'dist');
  rmSync(path.join(destino, app), { recursive: true, force: true });
  cpSync(dist, alvo, { recursive: true });
}

/** The renderer's image: the bundle, and the shell build's page template and application files. */
const FICHEIROS_SSR = ['index.html', 'recursos-arranque.json'];

function prepararSsr() {
  const bundle = path.join(raiz, 'shell', 'dist-servidor');
  const ficheiros = [
    path.join(bundle, 'servidor.cjs'),
    ...FICHEIROS_SSR.map((f) => path.join(raiz, 'shell', 'dist', f)),
  ];
  for (const ficheiro of ficheiros) {
    if (!existsSync(ficheiro))
      falhar(
        `${path.relative(raiz, ficheiro)} is missing: run "npm ci && npm run build" at the repository root first`,
      );
  }
  const alvo = path.join(destino, 'ssr');
  rmSync(alvo, { recursive: true, force: true });
  cpSync(bundle, path.join(alvo, 'dist-servidor'), { recursive: true });
  mkdirSync(path.join(alvo, 'dist'), { recursive: true });
  for (const f of FICHEIROS_SSR)
    cpSync(path.join(raiz, 'shell', 'dist', f), path.join(alvo, 'dist', f));
}

/** The folder of package `nome` as Node would resolve it from `pasta` (walking up to the root). */
function resolverPacote(nome, pasta) {
  for (let actual = pasta; ; actual = path.dirname(actual)) {
    const candidato = path.join(actual, 'node_modules', nome);
    if (existsSync(path.join(candidato, 'package.json'))) return candidato;
    if (actual === raiz || actual === path.dirname(actual)) return undefined;
  }
}

/** Every package folder reachable from the api's production dependencies. */
function dependenciasDeProducao() {
  const api = lerJson(path.join(raiz, 'api', 'package.json'));
  const visitados = new Set();
  // The api's optionalDependencies are optional for npm's engine check on an older Node only
  // (scripts/completar-instalacao.mjs): the backend needs them.
  const pendentes = Object.keys({ ...api.dependencies, ...api.optionalDependencies })
    .filter((nome) => !nome.startsWith('@site/'))
    .map((nome) => ({ nome, de: path.join(raiz, 'api'), opcional: false }));
  while (pendentes.length > 0) {
    const { nome, de, opcional } = pendentes.pop();
    const pasta = resolverPacote(nome, de);
    if (!pasta) {
      if (opcional) continue;
      falhar(
        `dependency ${nome} (needed from ${path.relative(raiz, de) || '.'}) is not installed: run "npm ci" first`,
      );
    }
    if (visitados.has(pasta)) continue;
    visitados.add(pasta);
    const pacote = lerJson(path.join(pasta, 'package.json'));
    const opcionaisPares = pacote.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(pacote.dependencies ?? {}))
      pendentes.push({ nome: dep, de: pasta, opcional: false });
    for (const dep of Object.keys(pacote.optionalDependencies ?? {}))
      pendentes.push({ nome: dep, de: pasta, opcional: true });
    for (const dep of Object.keys(pacote.peerDependencies ?? {})) {
      pendentes.push({ nome: dep, de: pasta, opcional: Boolean(opcionaisPares[dep]?.optional) });
    }
  }
  return [...visitados].sort();
}

/** The api image's entries: the reference backend, the sitemap server and the image service. */
const ENTRADAS_API = ['server.js', 'sitemap-server.js', 'imagens-server.js'];

function prepararApi() {
  for (const entrada of ENTRADAS_API) {
    if (!existsSync(path.join(raiz, 'api', 'dist', entrada)))
      falhar(
        `api/dist/${entrada} is missing: run "npm ci && npm run build" at the repository root first`,
      );
  }
  const alvo = path.join(destino, 'api');
  rmSync(alvo, { recursive: true, force: true });
  mkdirSync(path.join(alvo, 'api', 'dist'), { recursive: true });
  cpSync(path.join(raiz, 'api', 'package.json'), path.join(alvo, 'api', 'package.json'));
  for (const ficheiro of ENTRADAS_API.flatMap((entrada) => [entrada, `${entrada}.map`])) {
    const origem = path.join(raiz, 'api', 'dist', ficheiro);
    if (existsSync(origem)) cpSync(origem, path.join(alvo, 'api', 'dist', ficheiro));
  }
  const pacotes = dependenciasDeProducao();
  for (const pasta of pacotes) {
    const relativo = path.relative(raiz, pasta);
    // Only the package's own files: its nested node_modules are visited as packages of their own.
    cpSync(pasta, path.join(alvo, relativo), {
      recursive: true,
      dereference: true,
      filter: (origem) => !path.relative(pasta, origem).split(path.sep).includes('node_modules'),
    });
  }
  console.log(`preparar-contexto: api with ${pacotes.length} production packages`);
}

/** docker/lib/definicoes.sh, from the contract through docker/definicoes-sh/gerar.ts. */
async function gerarDefinicoes() {
  const { outputFiles } = await build({
    entryPoints: [path.join(pastaDocker, 'definicoes-sh', 'gerar.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  const codigo = Buffer.from(outputFiles[0].contents).toString('base64');
  const { gerarDefinicoesSh } = await import(`data:text/javascript;base64,${codigo}`);
  writeFileSync(path.join(pastaDocker, 'lib', 'definicoes.sh'), gerarDefinicoesSh());
  console.log('preparar-contexto: docker/lib/definicoes.sh written from the contract');
}

const soDefinicoes = process.argv.includes('--definicoes');
const pedidas = process.argv.slice(2).filter((arg) => arg !== '--definicoes');
for (const app of pedidas)
  if (!APPS.includes(app)) falhar(`unknown app ${app}; choose among ${APPS.join(', ')}`);
await gerarDefinicoes();
const apps = soDefinicoes
  ? []
  : pedidas.length > 0
    ? [...new Set(pedidas.flatMap((app) => JUNTOS[app] ?? [app]))]
    : APPS;
for (const app of apps) {
  if (app === 'api') prepararApi();
  else if (app === 'ssr') prepararSsr();
  else prepararEstatico(app);
  console.log(`preparar-contexto: ${app} staged in docker/.build/${app}`);
}
