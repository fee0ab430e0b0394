// The tidiness rules of eslint.config.mjs, proven like the import boundaries: a file is planted
// (it need not exist) and lint must reject a name outside kebab-case and a product file over 250
// lines, and accept what the rules leave alone.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const raiz = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: raiz });

/** The ids of the tidiness rules lint reports for `codigo` as if it were the file `ficheiro`. */
async function regrasVioladas(ficheiro, codigo) {
  const [resultado] = await eslint.lintText(codigo, { filePath: path.join(raiz, ficheiro) });
  return resultado.messages
    .map((mensagem) => mensagem.ruleId)
    .filter((regra) => regra === 'max-lines' || regra?.startsWith('check-file/'));
}

const curto = 'export const valor = 1;\n';
/** 251 lines of valid, lint-clean code. */
const longo = `${Array.from({ length: 250 }, (_, i) => `export const valor${i} = ${i};`).join('\n')}\n// fim\n`;

const CASOS = [
  // [what, file, code, rules expected]
  [
    'um nome em camelCase',
    'shell/src/features/navbar/menuReserva.ts',
    curto,
    ['check-file/filename-naming-convention'],
  ],
  [
    'um componente em PascalCase',
    'mfe-eventos/src/components/CartaoEvento.tsx',
    curto,
    ['check-file/filename-naming-convention'],
  ],
  [
    'uma pasta em camelCase',
    'mfe-conteudos/src/features/listaNormas/pagina.tsx',
    curto,
    ['check-file/folder-naming-convention'],
  ],
  [
    'um nome em snake_case',
    'api/src/referencia/rotas_cms.ts',
    curto,
    ['check-file/filename-naming-convention'],
  ],
  [
    'código de produto com 251 linhas',
    'mfe-institucional/src/features/contactos/plantado.ts',
    longo,
    ['max-lines'],
  ],
  ['o backend com 251 linhas', 'api/src/plantado.ts', longo, ['max-lines']],
  ['o contrato com 251 linhas', 'shared/src/contract/plantado.ts', longo, ['max-lines']],
  ['kebab-case com sufixos', 'shell/src/features/navbar/menu-reserva.test.tsx', curto, []],
  ['um teste com 251 linhas', 'shell/src/features/navbar/plantado.test.ts', longo, []],
  ['dados da semente com 251 linhas', 'api/src/referencia/semente/plantado.ts', longo, []],
  ['a suite do navegador com 251 linhas', 'e2e/testes/plantado.spec.ts', longo, []],
];

for (const [caso, ficheiro, codigo, esperadas] of CASOS) {
  test(`${esperadas.length ? 'recusa' : 'aceita'} ${caso} (${ficheiro})`, async () => {
    assert.deepEqual(await regrasVioladas(ficheiro, codigo), esperadas);
  });
}
