import assert from 'node:assert/strict';
import { test } from 'node:test';

import { avaliarMetas, linhasDaTabela, resumirVariante } from './metas.mjs';

/** One variant's raw measurements: network of both visits and one Lighthouse run. */
function variante({ js = 160_000, lighthouse = {}, repetida = [], errosConsola = [] } = {}) {
  const navegacao = (lista) => ({
    js,
    jsComCabecalhos: js + 800,
    pedidosJs: 3,
    css: 30_000,
    pedidos: 10,
    bytes: js + 60_000,
    revalidados: lista.filter((p) => p.estado === 304).length,
    porClasse: {},
    lista,
  });
  const m = {
    rede: { primeira: navegacao([]), repetida: navegacao(repetida), errosConsola },
    lighthouse: [
      {
        performance: 97,
        acessibilidade: 100,
        boasPraticas: 100,
        seo: 100,
        lcp: 1800,
        fcp: 900,
        tbt: 100,
        cls: 0.01,
        falhas: [],
        ...lighthouse,
      },
    ],
  };
  return { ...m, resumo: resumirVariante(m) };
}

/** Each target's state by its description. */
const estados = (metas) => Object.fromEntries(metas.map((m) => [m.descricao, m.cumprida]));

test('uma rota que cumpre tudo no federado com SSR cumpre as dez metas', () => {
  const metas = avaliarMetas({
    home: {
      caminho: '/',
      cliente: variante({ lighthouse: { lcp: 4000 } }),
      federado: variante(),
      spa: variante({ js: 140_000 }),
    },
  });
  assert.equal(metas.length, 10);
  assert.deepEqual(
    metas.filter((m) => m.cumprida !== true).map((m) => m.descricao),
    [],
  );
});

test('LCP acima de 2 s, TBT acima de 150 ms, o JS acima de 170 KB e o custo da federação são apontados por rota', () => {
  const metas = avaliarMetas({
    home: { caminho: '/', federado: variante(), spa: variante() },
    faqs: {
      caminho: '/faqs',
      federado: variante({ js: 180_000, lighthouse: { lcp: 2100, tbt: 151 } }),
      spa: variante({ js: 140_000, lighthouse: { tbt: 100 } }),
    },
    galeria: {
      caminho: '/galeria',
      federado: variante({ lighthouse: { tbt: 140 } }),
      spa: variante({ lighthouse: { tbt: 80 } }),
    },
  });
  const falhadas = Object.fromEntries(
    metas.filter((m) => m.cumprida === false).map((m) => [m.descricao, m.detalhes]),
  );
  assert.deepEqual(falhadas, {
    'LCP <= 2.0 s on every route': ['faqs: 2100 ms'],
    'TBT <= 150 ms on every route': ['faqs: 151 ms'],
    'first-load JavaScript <= 170 KB on every route': ['faqs: 175.8 KB'],
    'first-load JavaScript federated - SPA <= 30 KB on every route': ['faqs: 39.1 KB'],
    'TBT federated <= SPA + 50 ms on every route': ['faqs: 51 ms', 'galeria: 60 ms'],
    'LCP federated/SPA <= 1.10 on every route': ['faqs: 1.17'],
  });
});

test('as metas olham só para o federado com SSR: o cliente sem SSR pode falhá-las', () => {
  const lento = variante({ lighthouse: { performance: 60, lcp: 4300, tbt: 600 } });
  const metas = avaliarMetas({
    home: { caminho: '/', cliente: lento, federado: variante(), spa: variante() },
  });
  assert.ok(metas.every((m) => m.cumprida === true));
});

test('sem o SPA na corrida, as razões ficam por medir; sem o federado, não há metas', () => {
  const semSpa = estados(avaliarMetas({ home: { caminho: '/', federado: variante() } }));
  assert.equal(semSpa['first-load JavaScript federated - SPA <= 30 KB on every route'], null);
  assert.equal(semSpa['TBT federated <= SPA + 50 ms on every route'], null);
  assert.equal(semSpa['first-load JavaScript <= 170 KB on every route'], true);
  assert.equal(semSpa['LCP federated/SPA <= 1.10 on every route'], null);
  assert.equal(semSpa['TBT <= 150 ms on every route'], true);
  assert.deepEqual(avaliarMetas({ home: { caminho: '/', spa: variante() } }), []);
});

test('sem Lighthouse, as metas de Lighthouse ficam por medir em vez de falhar', () => {
  const m = variante();
  m.lighthouse = [];
  m.resumo = resumirVariante(m);
  const estado = estados(avaliarMetas({ home: { caminho: '/', federado: m, spa: m } }));
  assert.equal(estado['Lighthouse mobile Performance >= 95 on every route'], null);
  assert.equal(estado['CLS <= 0.02 on every route'], null);
  assert.equal(estado['TBT federated <= SPA + 50 ms on every route'], null);
  assert.equal(estado['first-load JavaScript federated - SPA <= 30 KB on every route'], true);
});

test('na visita repetida, um ficheiro com hash pedido de novo falha a meta', () => {
  const repetida = [
    { url: '/', classe: 'documento', estado: 200 },
    { url: '/mf/eventos/remoteEntry.js', classe: 'js', estado: 304 },
    { url: '/aplicacao.0123456789.js', classe: 'js', estado: 200 },
  ];
  const meta = avaliarMetas({
    home: { caminho: '/', federado: variante({ repetida }), spa: variante() },
  }).at(-1);
  assert.equal(meta.cumprida, false);
  assert.deepEqual(meta.detalhes, ['home: /aplicacao.0123456789.js (200)']);
});

test('a tabela tem uma linha por rota e figura com o valor de cada variante, erros de consola incluídos', () => {
  const linhas = linhasDaTabela(
    {
      evento: {
        caminho: '/eventos/15/curso-de-energia-e-qualidade',
        federado: variante({ errosConsola: ['first load: Hydration failed'] }),
        spa: variante(),
      },
    },
    ['federado', 'spa'],
  );
  const erros = linhas.find((l) => l.figura === 'console errors (both visits)');
  assert.deepEqual(erros.valores, { federado: 1, spa: 0 });
  assert.equal(erros.rota, 'evento /eventos/15/curso-de-en…');
  assert.deepEqual(linhas.find((l) => l.figura === 'LCP').valores, { federado: 1800, spa: 1800 });
});
