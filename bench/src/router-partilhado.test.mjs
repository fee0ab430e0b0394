import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { RAIZ } from './caminhos.mjs';

const PASTAS = [
  'shell/src',
  'mfe-eventos/src',
  'mfe-institucional/src',
  'mfe-conteudos/src',
  'shared/src',
];

function ficheiros(pasta) {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = path.join(pasta, nome);
    if (statSync(caminho).isDirectory()) return ficheiros(caminho);
    return /\.tsx?$/.test(nome) && !/\.test\.tsx?$/.test(nome) ? [caminho] : [];
  });
}

/** Value names imported from the router by the apps' code (type-only imports excluded). */
function nomesImportados() {
  const nomes = new Set();
  for (const pasta of PASTAS) {
    for (const ficheiro of ficheiros(path.join(RAIZ, pasta))) {
      const codigo = readFileSync(ficheiro, 'utf8');
      for (const [, lista] of codigo.matchAll(
        /import\s+\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g,
      )) {
        for (const item of lista.split(',')) {
          const nome = item.trim().split(/\s+as\s+/)[0];
          if (nome && !nome.startsWith('type ')) nomes.add(nome);
        }
      }
    }
  }
  return nomes;
}

test('o router partilhado exporta todos os nomes que as apps importam do react-router-dom', async () => {
  const partilhado = await import(path.join(RAIZ, 'shared/build/react-router-partilhado.mjs'));
  const importados = nomesImportados();
  assert.ok(importados.has('Routes'));
  const emFalta = [...importados].filter((nome) => !(nome in partilhado));
  assert.deepEqual(emFalta, [], `add to shared/build/react-router-partilhado.mjs: ${emFalta}`);
});
