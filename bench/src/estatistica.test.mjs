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

const colunas = [
  { nome: 'cliente', titulo: 'client-only' },
  { nome: 'federado', titulo: 'SSR federated' },
  { nome: 'spa', titulo: 'SSR SPA' },
];
const comparar = { de: 'federado', sobre: 'spa', titulo: 'fed/SPA' };

test('a tabela mostra cada figura das três variantes com a razão federado/SPA e separa as rotas', () => {
  const texto = tabela(
    [
      {
        rota: 'home /',
        figura: 'JS',
        formato: 'kb',
        valores: { cliente: 3072, federado: 2048, spa: 1024 },
      },
      {
        rota: 'faqs /faqs',
        figura: 'CLS',
        formato: 'cls',
        valores: { cliente: 0.5, federado: 0.01, spa: 0 },
      },
    ],
    { colunas, comparar },
  );
  const linhas = texto.split('\n');
  assert.match(linhas[0], /^route\s+figure\s+client-only\s+SSR federated\s+SSR SPA\s+fed\/SPA$/);
  assert.match(linhas[2], /^home \/\s+JS\s+3\.0 KB\s+2\.0 KB\s+1\.0 KB\s+2\.00$/);
  assert.equal(linhas[3], '');
  assert.match(linhas[4], /0\.500\s+0\.010\s+0\.000\s+—$/);
  assert.equal(formatar(Number.NaN, 'ms'), '—');
});

test('sem uma das variantes comparadas, a tabela não tem coluna de razão', () => {
  const texto = tabela(
    [{ rota: 'home /', figura: 'TBT', formato: 'ms', valores: { cliente: 300.4, federado: 120 } }],
    { colunas: colunas.slice(0, 2), comparar },
  );
  const [cabecalho, , linha] = texto.split('\n');
  assert.doesNotMatch(cabecalho, /fed\/SPA/);
  assert.match(linha, /300 ms\s+120 ms$/);
});
