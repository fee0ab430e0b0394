import assert from 'node:assert/strict';
import { test } from 'node:test';

import { duracaoPorInteraccao } from './medir-inp.mjs';
import {
  avaliarMetasInp,
  lerArgumentosInp,
  linhasInp,
  ordemDaCorrida,
  resumirMedidas,
  tabelaInp,
  tabelaInpMarkdown,
} from './resumo-inp.mjs';

test('a linha de comandos do INP: corridas, interacções e portas', () => {
  const base = lerArgumentosInp([], {});
  assert.equal(base.corridas, 5);
  assert.equal(base.rotulos, null);
  assert.equal(base.semBuild, false);
  assert.equal(base.adiantar, false);
  assert.equal(lerArgumentosInp(['--preloaded']).adiantar, true);
  assert.deepEqual(
    base.variantes.map((v) => [v.nome, v.porta]),
    [
      ['federado', 8295],
      ['spa', 8296],
    ],
  );
  const outra = lerArgumentosInp(['--runs=7', '--only=menu,faq', '--no-build'], {
    INP_PORT: '8400',
    INP_RUNS: '3',
  });
  assert.equal(outra.corridas, 7);
  assert.deepEqual(outra.rotulos, ['menu', 'faq']);
  assert.equal(outra.semBuild, true);
  assert.deepEqual(
    outra.variantes.map((v) => v.porta),
    [8400, 8401],
  );
  assert.equal(lerArgumentosInp([], { INP_RUNS: '3' }).corridas, 3);
  assert.throws(() => lerArgumentosInp(['--runs=0']), /whole number/);
  assert.throws(() => lerArgumentosInp(['--only=menu,nada']), /nada/);
  assert.throws(() => lerArgumentosInp(['--quick']), /unknown option --quick/);
  assert.throws(() => lerArgumentosInp([], { INP_PORT: 'x' }), /INP_PORT/);
});

test('cada corrida alterna qual das variantes vai primeiro, de interacção para interacção', () => {
  const primeira = ordemDaCorrida(0, ['menu', 'faq'], ['federado', 'spa']);
  assert.deepEqual(
    primeira.map((p) => `${p.rotulo}:${p.variante}`),
    ['menu:federado', 'menu:spa', 'faq:spa', 'faq:federado'],
  );
  const segunda = ordemDaCorrida(1, ['menu', 'faq'], ['federado', 'spa']);
  assert.deepEqual(
    segunda.map((p) => `${p.rotulo}:${p.variante}`),
    ['menu:spa', 'menu:federado', 'faq:federado', 'faq:spa'],
  );
});

test('a duração de cada interacção é a do seu evento mais lento', () => {
  assert.deepEqual(
    duracaoPorInteraccao([
      { id: 7, duracao: 48 },
      { id: 7, duracao: 64 },
      { id: 9, duracao: 24 },
    ]),
    [64, 24],
  );
});

const relatorio = (valor, alvo = '#botao') => ({
  valor,
  alvo,
  atrasoEntrada: valor / 4,
  processamento: valor / 2,
  apresentacao: valor / 4,
  scriptMaisLongo: { duracao: valor / 2, parte: 'processing-duration' },
});
const medida = (rotulo, variante, inp, extra = {}) => ({
  rotulo,
  variante,
  inp,
  relatorio: Number.isFinite(inp) ? relatorio(inp) : null,
  assentada: true,
  indiceCpu: 400,
  ...extra,
});

test('o resumo de uma interacção: mediana das corridas válidas, partes e o script da corrida mediana', () => {
  const resumo = resumirMedidas([
    medida('menu', 'federado', 120),
    medida('menu', 'federado', 40),
    medida('menu', 'federado', 80, { assentada: false }),
    medida('menu', 'federado', Number.NaN),
  ]);
  assert.equal(resumo.inp, 80);
  assert.equal(resumo.corridas, 3);
  assert.equal(resumo.falhas, 1);
  assert.equal(resumo.processamento, 40);
  assert.equal(resumo.alvo, '#botao');
  assert.equal(resumo.scriptMaisLongo.duracao, 40);
  assert.equal(resumo.naoAssentadas, 1);
  assert.equal(resumo.indiceCpu, 400);
});

const interaccoes = [
  { rotulo: 'menu', titulo: 'open the menu', caminho: '/' },
  { rotulo: 'faq', titulo: 'open an FAQ', caminho: '/faqs' },
];

test('as linhas põem o federado ao lado do SPA, com a diferença e a razão', () => {
  const linhas = linhasInp(interaccoes, [
    medida('menu', 'federado', 90),
    medida('menu', 'spa', 60),
    medida('faq', 'federado', 48),
    medida('faq', 'spa', 56),
  ]);
  assert.equal(linhas[0].diferenca, 30);
  assert.equal(linhas[0].razao, 1.5);
  assert.equal(linhas[1].diferenca, -8);

  const [absoluta, relativa] = avaliarMetasInp(linhas);
  assert.equal(absoluta.cumprida, true);
  assert.equal(relativa.cumprida, false);
  assert.deepEqual(relativa.detalhes, ['menu: +30 ms']);

  const texto = tabelaInp(linhas);
  assert.match(texto, /open the menu\s+\/\s+90 ms\s+60 ms\s+\+30 ms\s+1\.50/);
  assert.match(texto, /open an FAQ\s+\/faqs\s+48 ms\s+56 ms\s+−8 ms\s+0\.86/);
  const markdown = tabelaInpMarkdown(linhas).split('\n');
  assert.equal(markdown.length, 4);
  assert.match(markdown[2], /^\| open the menu \| `\/` \| 90 ms \| 60 ms \| \+30 ms \| 1\.50 \|/);
});

test('uma interacção sem medida deixa as metas por avaliar, e acima de 100 ms falha', () => {
  const semMedida = avaliarMetasInp(
    linhasInp(interaccoes.slice(0, 1), [medida('menu', 'spa', 60)]),
  );
  assert.deepEqual(
    semMedida.map((m) => m.cumprida),
    [null, null],
  );
  const lenta = avaliarMetasInp(
    linhasInp(interaccoes.slice(0, 1), [
      medida('menu', 'federado', 130),
      medida('menu', 'spa', 120),
    ]),
  );
  assert.deepEqual(
    lenta.map((m) => m.cumprida),
    [false, true],
  );
  assert.deepEqual(lenta[0].detalhes, ['menu: 130 ms']);
});
