import assert from 'node:assert/strict';
import { test } from 'node:test';

import { lerArgumentos } from './argumentos.mjs';

test('sem opções, mede as três variantes em todas as rotas, com BENCH_RUNS corridas', () => {
  const { corridas, rotulos, variantes, semBuild } = lerArgumentos([], { BENCH_RUNS: '5' });
  assert.equal(corridas, 5);
  assert.equal(rotulos, null);
  assert.equal(semBuild, false);
  assert.deepEqual(
    variantes.map((v) => [v.nome, v.porta, v.ssr]),
    [
      ['cliente', 8291, false],
      ['federado', 8292, true],
      ['spa', 8293, true],
    ],
  );
});

test('--quick faz uma corrida, --no-lighthouse nenhuma', () => {
  assert.equal(lerArgumentos(['--quick'], { BENCH_RUNS: '5' }).corridas, 1);
  assert.equal(lerArgumentos(['--quick', '--no-lighthouse']).corridas, 0);
});

test('--only e --variants filtram, e cada variante guarda a sua porta', () => {
  const { rotulos, variantes } = lerArgumentos(
    ['--only=home,faqs', '--variants=federado,spa', '--no-build'],
    { BENCH_PORT: '8294' },
  );
  assert.deepEqual(rotulos, ['home', 'faqs']);
  assert.deepEqual(
    variantes.map((v) => [v.nome, v.porta, v.pasta]),
    [
      ['federado', 8295, 'federado'],
      ['spa', 8296, 'spa'],
    ],
  );
});

test('uma rota, variante ou opção desconhecida é um erro que diz o que se aceita', () => {
  assert.throws(() => lerArgumentos(['--only=home,inicio']), /--only= takes .*faqs.*got "inicio"/);
  assert.throws(() => lerArgumentos(['--variants=ssr']), /cliente, federado, spa.*got "ssr"/);
  assert.throws(() => lerArgumentos(['--variantes=spa']), /unknown option --variantes=spa/);
  assert.throws(() => lerArgumentos([], { BENCH_RUNS: '0' }), /BENCH_RUNS/);
});
