import assert from 'node:assert/strict';
import { test } from 'node:test';

import { classificarPedido, temHash } from './classificar.mjs';
import { excessoRepetida } from './metas.mjs';
import { primeiroEvento, rotasDoSite } from './rotas.mjs';

const url = (caminho) => `http://127.0.0.1:8291${caminho}`;

test('cada pedido é classificado pelo tipo e pelo caminho', () => {
  assert.equal(classificarPedido({ url: url('/eventos'), tipo: 'Document' }), 'documento');
  assert.equal(classificarPedido({ url: url('/config/site.json'), tipo: 'Fetch' }), 'config');
  assert.equal(
    classificarPedido({ url: url('/mf/eventos/mf-manifest.json'), tipo: 'Fetch' }),
    'manifesto',
  );
  assert.equal(classificarPedido({ url: url('/mf/eventos/remoteEntry.js'), tipo: 'Script' }), 'js');
  assert.equal(classificarPedido({ url: url('/main.0123456789.css'), tipo: 'Stylesheet' }), 'css');
  assert.equal(classificarPedido({ url: url('/cms/api/v1/media/a.svg'), tipo: 'Image' }), 'imagem');
  assert.equal(classificarPedido({ url: url('/eve/api/v1/eventos/1/pt'), tipo: 'XHR' }), 'api');
});

test('só os nomes com hash de conteúdo contam como imutáveis', () => {
  assert.ok(temHash(url('/main.3f2a9c1e0b.js')));
  assert.ok(!temHash(url('/mf/eventos/remoteEntry.js')));
  assert.ok(!temHash(url('/favicon.ico')));
});

test('na visita repetida, só o HTML, a configuração, dados da API e revalidações 304 sem hash são aceites', () => {
  const lista = [
    { url: '/', classe: 'documento', estado: 304 },
    { url: '/config/site.json', classe: 'config', estado: 200 },
    { url: '/mf/eventos/remoteEntry.js', classe: 'js', estado: 304 },
    { url: '/eve/api/v1/eventos/classificacao', classe: 'api', estado: 200 },
    { url: '/main.3f2a9c1e0b.js', classe: 'js', estado: 304 },
    { url: '/mf/eventos/mf-manifest.json', classe: 'manifesto', estado: 200 },
  ];
  assert.deepEqual(
    excessoRepetida({ lista }).map((p) => p.url),
    ['/main.3f2a9c1e0b.js', '/mf/eventos/mf-manifest.json'],
  );
});

test('a página de evento medida é o primeiro evento do sitemap', () => {
  const xml =
    '<urlset><url><loc>http://a.ao/eventos</loc></url>' +
    '<url><loc>http://a.ao/eventos/tipos/2/cursos</loc></url>' +
    '<url><loc>http://a.ao/eventos/15/curso-de-energia</loc></url></urlset>';
  assert.equal(primeiroEvento(xml), '/eventos/15/curso-de-energia');
  assert.equal(primeiroEvento('<urlset></urlset>'), undefined);
});

test('as rotas medidas incluem a página do evento e a da associação, pelo seu slug', () => {
  const rotas = rotasDoSite({ evento: '/eventos/15/curso', slugAssociacao: 'aaq' });
  assert.equal(rotas.length, 8);
  assert.deepEqual(rotas[2], { rotulo: 'evento', caminho: '/eventos/15/curso' });
  assert.deepEqual(rotas.at(-1), { rotulo: 'associacao', caminho: '/aaq' });
  assert.ok(rotas.some((r) => r.caminho === '/faqs'));
});
