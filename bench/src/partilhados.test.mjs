import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const require = createRequire(import.meta.url);

/** Where @hookform/resolvers is installed (under shared/, which depends on it). */
function resolvers() {
  return path.dirname(
    require.resolve('@hookform/resolvers/package.json', { paths: [path.join(RAIZ, 'shared')] }),
  );
}

/** Each trimmed shared module, and the package names whose imports it must cover. */
const PARTILHADOS = [
  {
    modulo: 'react-router-partilhado.mjs',
    pacotes: ['react-router', 'react-router-dom'],
    exemplo: 'Routes',
  },
  { modulo: 'react-query-partilhado.mjs', pacotes: ['@tanstack/react-query'], exemplo: 'useQuery' },
  {
    modulo: 'react-hook-form-partilhado.mjs',
    pacotes: ['react-hook-form'],
    exemplo: 'useForm',
    // Third-party code the browser runs that imports the package by its share key.
    terceiros: [path.join(resolvers(), 'dist'), path.join(resolvers(), 'zod', 'dist')],
  },
];

/** Our sources (no tests), or the built JavaScript of a package (no type declarations). */
/** The shell's server renderer: its build shares whole packages (federacaoServidor in shared/build/federation.mjs). */
const SO_SERVIDOR = path.join(RAIZ, 'shell/src/renderizador');

function ficheiros(pasta, aceitar = (nome) => /\.tsx?$/.test(nome) && !/\.test\.tsx?$/.test(nome)) {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = path.join(pasta, nome);
    if (caminho === SO_SERVIDOR) return [];
    if (statSync(caminho).isDirectory()) return ficheiros(caminho, aceitar);
    return aceitar(nome) ? [caminho] : [];
  });
}
const javascript = (nome) => /\.m?js$/.test(nome);

const escapar = (texto) => texto.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Value names imported from these packages (type-only imports excluded) by the apps' code and by
 * the given third-party folders (minified too: `import{get as e}from"react-hook-form"`).
 */
function nomesImportados(pacotes, terceiros = []) {
  const padrao = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*['"](?:${pacotes.map(escapar).join('|')})['"]`,
    'g',
  );
  const todos = [
    ...PASTAS.flatMap((pasta) => ficheiros(path.join(RAIZ, pasta))),
    ...terceiros.flatMap((pasta) => ficheiros(pasta, javascript)),
  ];
  const nomes = new Set();
  for (const ficheiro of todos) {
    for (const [, lista] of readFileSync(ficheiro, 'utf8').matchAll(padrao)) {
      for (const item of lista.split(',')) {
        const nome = item.trim().split(/\s+as\s+/)[0];
        if (nome && !nome.startsWith('type ')) nomes.add(nome);
      }
    }
  }
  return nomes;
}

/**
 * The names a trimmed module re-exports, read from its text: it imports its package through a
 * build-time alias (see shared/build/federation.mjs) that Node cannot resolve.
 */
function nomesExportados(codigo) {
  const nomes = new Set();
  for (const [, lista] of codigo.matchAll(/export\s+\{([^}]*)\}\s+from/g)) {
    for (const item of lista.split(',')) {
      const nome = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (nome) nomes.add(nome);
    }
  }
  return nomes;
}

for (const { modulo, pacotes, exemplo, terceiros } of PARTILHADOS) {
  test(`${modulo} reexporta todos os nomes que as apps importam de ${pacotes.join(' / ')}`, () => {
    const exportados = nomesExportados(
      readFileSync(path.join(RAIZ, 'shared/build', modulo), 'utf8'),
    );
    const importados = nomesImportados(pacotes, terceiros);
    assert.ok(importados.has(exemplo), `no import of ${exemplo} found: is the pattern right?`);
    assert.ok(exportados.has(exemplo), `${modulo} exports no ${exemplo}: is the pattern right?`);
    const emFalta = [...importados].filter((nome) => !exportados.has(nome));
    assert.deepEqual(emFalta, [], `add to shared/build/${modulo}: ${emFalta}`);
  });
}
