// Runs after `npm install` and before `npm start` and `npm test`: stops on a Node older than the
// project's (exigir-node.mjs), then installs the packages that npm left out because the Node
// running npm is older than the one they need.
//
// A package that needs Node 22 or newer (fastify 5's cookie and content-disposition, lighthouse
// 13 and its puppeteer) is declared in `optionalDependencies` of the workspace that uses it. npm
// on Node 24 installs it like any other. npm on Node 20 — a machine whose only Node is 20 runs
// `npm install` with it — checks engines against that Node: a required package would print an
// EBADENGINE warning, an optional one is quietly left out. By the time this script runs, the
// install has brought the project's Node 24 (the `node` package) and npm puts it first on the
// script's PATH, so this script runs npm again on Node 24, and that npm installs what was left
// out, at the locked versions, without touching package.json or the lockfile. If a declared
// package is still missing after that, the install fails with its name: an optional dependency
// here is optional for npm's engine check only, never for the project.
// npm on Node 20 removes them again whenever it changes the tree (`npm install <name>` included,
// which runs no postinstall), so `npm start` and `npm test` run this first as well: when nothing
// is missing it only reads the package.json files.
// Plain JavaScript that Node 20 still parses.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import './exigir-node.mjs';

const raiz = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function lerJson(ficheiro) {
  return JSON.parse(readFileSync(ficheiro, 'utf8'));
}

/** Whether Node would find package `nome` from folder `pasta` (walking up to the root). */
function instalado(nome, pasta) {
  for (let actual = pasta; ; actual = path.dirname(actual)) {
    if (existsSync(path.join(actual, 'node_modules', nome, 'package.json'))) return true;
    if (actual === raiz || actual === path.dirname(actual)) return false;
  }
}

/** The optional dependencies of the root and of every workspace that are not installed. */
function emFalta() {
  const { workspaces = [] } = lerJson(path.join(raiz, 'package.json'));
  const faltam = [];
  for (const pasta of [raiz, ...workspaces.map((ws) => path.join(raiz, ws))]) {
    const { optionalDependencies = {} } = lerJson(path.join(pasta, 'package.json'));
    for (const nome of Object.keys(optionalDependencies)) {
      if (!instalado(nome, pasta)) faltam.push(`${nome} (${path.relative(raiz, pasta) || '.'})`);
    }
  }
  return faltam;
}

const antes = emFalta();
if (antes.length > 0) {
  const npm = process.env.npm_execpath;
  if (!npm) {
    process.stderr.write(`Not installed: ${antes.join(', ')}. Run \`npm install\`.\n`);
    process.exit(1);
  }
  console.log(
    `Installing with Node ${process.versions.node} what npm on an older Node left out: ` +
      antes.join(', '),
  );
  // --ignore-scripts: none of them has an install script, and it keeps this postinstall from
  // running again. --no-save: the lockfile already holds them.
  const resultado = spawnSync(
    process.execPath,
    [npm, 'install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: raiz, stdio: 'inherit' },
  );
  if (resultado.status !== 0) process.exit(resultado.status ?? 1);
  const depois = emFalta();
  if (depois.length > 0) {
    process.stderr.write(
      `Still not installed after npm ran on Node ${process.versions.node}: ${depois.join(', ')}.\n`,
    );
    process.exit(1);
  }
}
