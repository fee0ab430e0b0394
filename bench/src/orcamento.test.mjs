import assert from 'node:assert/strict';
import { test } from 'node:test';

import { excessos, limitesDe } from './orcamento.mjs';
import { ROTULOS } from './rotas.mjs';

test('uma rota acima do orçamento é apontada, e uma rota sem orçamento também', () => {
  assert.deepEqual(excessos({ home: 100, eventos: 90 }, { home: 99, eventos: 90 }), [
    { rota: 'home', bytes: 100, limite: 99 },
  ]);
  assert.deepEqual(excessos({ home: 100, faqs: 80 }, { home: 100 }), [
    { rota: 'faqs', bytes: 80, limite: undefined },
  ]);
  assert.deepEqual(excessos({}, { galeria: 10 }), [
    { rota: 'galeria', bytes: undefined, limite: 10 },
  ]);
});

test('--actualizar escreve o orçamento de todas as rotas medidas, com a folga', () => {
  const porRota = Object.fromEntries(ROTULOS.map((rotulo, i) => [rotulo, 200_000 + i * 1000]));
  assert.deepEqual(ROTULOS, [
    'home',
    'eventos',
    'evento',
    'galeria',
    'biblioteca',
    'faqs',
    'contactos',
    'associacao',
  ]);
  const limites = limitesDe(porRota, 0.1);
  assert.deepEqual(Object.keys(limites), ROTULOS);
  assert.equal(limites.faqs, Math.ceil(205_000 * 1.1));
  assert.deepEqual(excessos(porRota, limites), []);
});

test('uma actualização não põe o orçamento de uma rota acima da meta de todas', () => {
  const limites = limitesDe({ home: 160_000, contactos: 200_000 }, 0.1, 174_080);
  assert.deepEqual(limites, { home: 174_080, contactos: 174_080 });
  assert.deepEqual(excessos({ home: 160_000, contactos: 200_000 }, limites), [
    { rota: 'contactos', bytes: 200_000, limite: 174_080 },
  ]);
  assert.equal(limitesDe({ faqs: 100_000 }, 0.1, 174_080).faqs, Math.ceil(100_000 * 1.1));
});
