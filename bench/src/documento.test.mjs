import assert from 'node:assert/strict';
import { test } from 'node:test';

import { problemaDoDocumento } from './documento.mjs';

const renderizada =
  '<html><head></head><body><div id="raiz"><h1 class="display-6">Perguntas frequentes</h1></div>' +
  '<script type="application/json" id="dados-hidratacao">{}</script></body></html>';
const vazia =
  '<html><head></head><body><div id="raiz"></div><script defer src="/main.js"></script></body></html>';

test('uma página renderizada no servidor tem o conteúdo, o estado e o X-Cache', () => {
  assert.equal(problemaDoDocumento({ estado: 200, xCache: 'HIT', html: renderizada }, true), null);
});

test('a página vazia do navegador numa variante com SSR é apontada, com o que falta', () => {
  assert.equal(
    problemaDoDocumento({ estado: 200, xCache: null, html: vazia }, true),
    'not server-rendered: no <h1>, dados-hidratacao script, X-Cache header',
  );
});

test('a variante só no navegador não pode trazer a página renderizada', () => {
  assert.equal(problemaDoDocumento({ estado: 200, xCache: null, html: vazia }, false), null);
  assert.match(
    problemaDoDocumento({ estado: 200, xCache: 'MISS', html: renderizada }, false),
    /server-rendered although SSR=off: has <h1>, dados-hidratacao script, X-Cache header/,
  );
});

test('uma resposta que não é 200 é um problema em qualquer variante', () => {
  assert.equal(
    problemaDoDocumento({ estado: 404, xCache: 'MISS', html: renderizada }, true),
    'HTTP 404',
  );
});
