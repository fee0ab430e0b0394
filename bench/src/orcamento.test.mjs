import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { excessos, lerBuild, primeiraCarga } from './orcamento.mjs';

const raiz = mkdtempSync(path.join(os.tmpdir(), 'orcamento-'));
after(() => rmSync(raiz, { recursive: true, force: true }));

/** A file of `n` bytes that gzip cannot shrink much, and its gzip size. */
function escrever(relativo, n) {
  const conteudo = Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919) % 251));
  mkdirSync(path.dirname(path.join(raiz, relativo)), { recursive: true });
  writeFileSync(path.join(raiz, relativo), conteudo);
  return gzipSync(conteudo).length;
}

const shell = escrever('shell/main.0123456789.js', 4000) + escrever('shell/12.0123456789.js', 2000);
escrever('shell/index.html', 10);
const entrada = escrever('eventos/remoteEntry.js', 1000);
const comum = escrever('eventos/179.0123456789.js', 500);
const lista = escrever('eventos/__federation_expose_Eventos.0123456789.js', 300);
const widget = escrever('eventos/__federation_expose_ProximosEventos.0123456789.js', 200);
escrever('eventos/main.0123456789.js', 9000); // the standalone page: never loaded by the site
writeFileSync(
  path.join(raiz, 'eventos/mf-manifest.json'),
  JSON.stringify({
    name: 'mfe_eventos',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'Eventos',
        assets: {
          js: { sync: ['179.0123456789.js', '__federation_expose_Eventos.0123456789.js'] },
        },
      },
      {
        name: 'ProximosEventos',
        assets: {
          js: { sync: ['179.0123456789.js', '__federation_expose_ProximosEventos.0123456789.js'] },
        },
      },
    ],
  }),
);
const build = lerBuild({
  shell: path.join(raiz, 'shell'),
  remotos: { eventos: path.join(raiz, 'eventos') },
});

test('a primeira carga soma o JS do shell, a entrada do remoto e o JS síncrono do módulo exposto', () => {
  assert.equal(primeiraCarga(build, ['mfe_eventos/Eventos']), shell + entrada + comum + lista);
});

test('dois módulos do mesmo remoto contam a entrada e os ficheiros comuns uma só vez', () => {
  assert.equal(
    primeiraCarga(build, ['mfe_eventos/Eventos', 'mfe_eventos/ProximosEventos']),
    shell + entrada + comum + lista + widget,
  );
});

test('um módulo que não está no manifesto é um erro, não um zero', () => {
  assert.throws(() => primeiraCarga(build, ['mfe_eventos/Inexistente']), /not in the build/);
});

test('uma rota acima do orçamento é apontada, e uma rota sem medida também', () => {
  assert.deepEqual(excessos({ home: 100, eventos: 90 }, { home: 99, eventos: 90 }), [
    { rota: 'home', bytes: 100, limite: 99 },
  ]);
  assert.equal(excessos({}, { galeria: 10 }).length, 1);
});
