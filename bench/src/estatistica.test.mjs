import assert from 'node:assert/strict';
import { test } from 'node:test';

import { formatar, mediana, medianaDosCampos, razao, tabela } from './estatistica.mjs';

test('a mediana de um número ímpar de corridas é a do meio, e de um par a média das duas', () => {
  assert.equal(mediana([3, 1, 2]), 2);
  assert.equal(mediana([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(mediana([])));
});

test('a mediana por campo ignora valores inválidos e junta listas', () => {
  const resultado = medianaDosCampos([
    { lcp: 1000, falhas: ['a'] },
    { lcp: Number.NaN, falhas: ['b'] },
    { lcp: 3000, falhas: ['a'] },
  ]);
  assert.equal(resultado.lcp, 2000);
  assert.deepEqual(resultado.falhas, ['a', 'b']);
});

test('a razão federado/SPA trata o zero do SPA', () => {
  assert.equal(razao(230, 200), 1.15);
  assert.equal(razao(0, 0), 1);
  assert.equal(razao(5, 0), Number.POSITIVE_INFINITY);
});

test('a tabela mostra cada figura com a razão e separa as rotas', () => {
  const texto = tabela([
    { rota: 'home /', figura: 'JS', formato: 'kb', federado: 2048, spa: 1024 },
    { rota: 'galeria /galeria', figura: 'CLS', formato: 'cls', federado: 0.01, spa: 0 },
  ]);
  const linhas = texto.split('\n');
  assert.match(linhas[2], /^home \/\s+JS\s+2\.0 KB\s+1\.0 KB\s+2\.00$/);
  assert.equal(linhas[3], '');
  assert.match(linhas[4], /0\.010\s+0\.000\s+—$/);
  assert.equal(formatar(Number.NaN, 'ms'), '—');
});
