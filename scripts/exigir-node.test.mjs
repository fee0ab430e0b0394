// The Node version guard of `npm start` and `npm test`, run by this Node and by an older one.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const GUARDA = fileURLToPath(new URL('exigir-node.mjs', import.meta.url));
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const MINIMA = engines.node.replace(/^>=\s*/, '');

/** A `node` on PATH older than the one the project declares (Debian's Node 20 here), if any. */
function nodeAntigo() {
  const caminhos = execFileSync('bash', ['-c', 'which -a node || true'], { encoding: 'utf8' });
  for (const caminho of new Set(caminhos.split('\n').filter(Boolean))) {
    const versao = spawnSync(caminho, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    const maior = Number(versao.stdout.trim().split('.')[0]);
    if (versao.status === 0 && maior < Number(MINIMA.split('.')[0])) return caminho;
  }
  return undefined;
}

test('o Node que corre os testes passa a guarda', () => {
  const resultado = spawnSync(process.execPath, [GUARDA], { encoding: 'utf8' });
  assert.equal(resultado.status, 0, resultado.stderr);
  assert.equal(resultado.stderr, '');
});

const antigo = nodeAntigo();
test(
  'um Node mais antigo pára com uma mensagem que diz a versão precisa',
  { skip: antigo ? false : 'não há no PATH um Node mais antigo do que o declarado' },
  () => {
    const resultado = spawnSync(antigo, [GUARDA], { encoding: 'utf8' });
    assert.equal(resultado.status, 1);
    assert.match(
      resultado.stderr,
      new RegExp(`runs on Node ${MINIMA.replaceAll('.', '\\.')} or newer`),
    );
    assert.match(resultado.stderr, /npm install/);
  },
);
