// What `npm install` does on a machine whose only Node is older than the project's: npm on that
// Node prints no EBADENGINE for this lockfile, and the postinstall brings what it left out.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const SCRIPTS = ['completar-instalacao.mjs', 'exigir-node.mjs'];

/** npm's own entry point: the one running these tests, or the npm on PATH. */
function npmCli() {
  if (process.env.npm_execpath) return process.env.npm_execpath;
  const npm = execFileSync('bash', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
  return path.join(path.dirname(realpathSync(npm)), 'npm-cli.js');
}

/** A `node` on PATH whose major version is below 22 (Debian's Node 20 here), if any. */
function nodeAntigo() {
  const caminhos = execFileSync('bash', ['-c', 'which -a node || true'], { encoding: 'utf8' });
  for (const caminho of new Set(caminhos.split('\n').filter(Boolean))) {
    const versao = spawnSync(caminho, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    if (versao.status === 0 && Number(versao.stdout.split('.')[0]) < 22) return caminho;
  }
  return undefined;
}

const antigo = nodeAntigo();
test(
  'npm num Node mais antigo instala este lockfile sem aviso EBADENGINE',
  { skip: antigo ? false : 'não há no PATH um Node anterior ao 22' },
  () => {
    const resultado = spawnSync(
      antigo,
      [npmCli(), 'install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: RAIZ, encoding: 'utf8' },
    );
    assert.equal(resultado.status, 0, resultado.stderr);
    assert.doesNotMatch(resultado.stdout + resultado.stderr, /EBADENGINE/);
  },
);

/**
 * A project of one workspace laid out like ours, with this folder's scripts, whose workspace
 * declares optional dependencies on local packages (no registry involved). Nothing is installed.
 */
function projecto(pacotes) {
  const pasta = mkdtempSync(path.join(tmpdir(), 'completar-instalacao-'));
  mkdirSync(path.join(pasta, 'scripts'));
  for (const script of SCRIPTS)
    cpSync(path.join(RAIZ, 'scripts', script), path.join(pasta, 'scripts', script));
  const escrever = (relativo, conteudo) => {
    mkdirSync(path.join(pasta, relativo), { recursive: true });
    writeFileSync(path.join(pasta, relativo, 'package.json'), JSON.stringify(conteudo));
  };
  escrever('.', {
    name: 'raiz',
    private: true,
    engines: { node: `>=${process.versions.node}` },
    workspaces: ['w'],
  });
  const optionalDependencies = {};
  for (const [nome, engines] of Object.entries(pacotes)) {
    escrever(path.join('locais', nome), { name: nome, version: '1.0.0', engines });
    optionalDependencies[nome] = `file:../locais/${nome}`;
  }
  escrever('w', { name: 'w', version: '1.0.0', optionalDependencies });
  return pasta;
}

function correr(pasta) {
  return spawnSync(process.execPath, [path.join(pasta, 'scripts', 'completar-instalacao.mjs')], {
    cwd: pasta,
    encoding: 'utf8',
    env: { ...process.env, npm_execpath: npmCli() },
  });
}

test('instala com este Node as dependências opcionais que faltam', (t) => {
  const pasta = projecto({ 'pacote-de-hoje': { node: `>=${process.versions.node}` } });
  t.after(() => rmSync(pasta, { recursive: true, force: true }));
  assert.equal(existsSync(path.join(pasta, 'node_modules', 'pacote-de-hoje')), false);

  const resultado = correr(pasta);

  assert.equal(resultado.status, 0, resultado.stderr);
  assert.match(resultado.stdout, /left out: pacote-de-hoje \(w\)/);
  assert.equal(
    existsSync(path.join(pasta, 'node_modules', 'pacote-de-hoje', 'package.json')),
    true,
  );
  // Nothing missing: a second run installs nothing and says nothing.
  const segunda = correr(pasta);
  assert.equal(segunda.status, 0, segunda.stderr);
  assert.equal(segunda.stdout, '');
});

test('falha e nomeia o pacote que nem este Node consegue instalar', (t) => {
  const pasta = projecto({ 'pacote-do-futuro': { node: '>=999' } });
  t.after(() => rmSync(pasta, { recursive: true, force: true }));

  const resultado = correr(pasta);

  assert.equal(resultado.status, 1);
  assert.match(resultado.stderr, /Still not installed .*: pacote-do-futuro \(w\)/);
});
