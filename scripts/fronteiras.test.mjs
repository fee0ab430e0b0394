// The import boundaries of eslint.config.mjs, proven: each forbidden import is planted in a file of
// the layer it must not leave (the file need not exist) and lint has to reject it with the
// boundaries rule; the allowed ones and the tree as it is have to pass.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const raiz = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const REGRA = 'boundaries/dependencies';
const eslint = new ESLint({ cwd: raiz });

/** The boundary messages lint gives `codigo` as if it were the file `ficheiro`. */
async function fronteiras(ficheiro, codigo) {
  const [resultado] = await eslint.lintText(codigo, { filePath: path.join(raiz, ficheiro) });
  const fatais = resultado.messages.filter((mensagem) => mensagem.fatal);
  assert.deepEqual(fatais, [], `${ficheiro} does not parse`);
  return resultado.messages.filter((mensagem) => mensagem.ruleId?.startsWith('boundaries/'));
}

const importar = (origem) =>
  `import * as modulo from '${origem}';\n\nexport const usado = modulo;\n`;

const PROIBIDAS = [
  ['o contrato importar a UI', 'shared/src/contract/plantado.ts', '../ui'],
  ['o contrato importar o cliente da API', 'shared/src/contract/plantado.ts', '../api'],
  ['o contrato importar axios', 'shared/src/contract/plantado.ts', 'axios'],
  [
    'o contrato importar o TanStack Query',
    'shared/src/contract/plantado.ts',
    '@tanstack/react-query',
  ],
  ['o contrato importar react-dom', 'shared/src/contract/plantado.ts', 'react-dom/client'],
  ['o contrato importar o DOMPurify', 'shared/src/contract/plantado.ts', 'dompurify'],
  ['o contrato importar React em tempo de execução', 'shared/src/contract/plantado.ts', 'react'],
  ['o cliente da API importar a UI', 'shared/src/api/endpoints/plantado.ts', '../../ui'],
  ['o cliente da API importar a UI pelo pacote', 'shared/src/api/plantado.ts', '@site/shared/ui'],
  ['a UI importar a página autónoma', 'shared/src/ui/plantado.ts', '../autonomo'],
  [
    'o shell importar o código de um remoto',
    'shell/src/app/plantado.ts',
    '../../../mfe-eventos/src/app/seccao-eventos',
  ],
  [
    'o shell importar um remoto pelo nome do pacote',
    'shell/src/lib/plantado.ts',
    '@site/mfe-conteudos/src/features/parcerias/faixa-parceiros',
  ],
  [
    'um remoto importar outro',
    'mfe-eventos/src/features/evento/plantado.ts',
    '../../../../mfe-institucional/src/components/esqueleto',
  ],
  ['um remoto importar o shell', 'mfe-conteudos/src/app/plantado.ts', '@site/shell/src/app/app'],
  [
    'uma funcionalidade importar o interior de outra',
    'shell/src/features/rodape/plantado.ts',
    '../navbar/construir-menu',
  ],
  [
    'uma funcionalidade de um remoto importar outra',
    'mfe-institucional/src/features/contactos/plantado.ts',
    '../candidatura/regras-candidatura',
  ],
  [
    'uma funcionalidade importar a camada app',
    'shell/src/features/navbar/plantado.ts',
    '../../app/app',
  ],
  [
    'uma funcionalidade de um remoto importar a camada app',
    'mfe-eventos/src/features/lista-eventos/plantado.ts',
    '../../app/seccao-eventos',
  ],
  [
    'o que as funcionalidades partilham importar uma',
    'shell/src/lib/plantado.ts',
    '../features/navbar/navbar',
  ],
  ['uma funcionalidade chamar axios', 'mfe-eventos/src/features/evento/plantado.ts', 'axios'],
  [
    'uma funcionalidade importar a página autónoma',
    'mfe-conteudos/src/features/faqs/plantado.ts',
    '@site/shared/autonomo',
  ],
  [
    'código de produção importar o kit de testes',
    'mfe-conteudos/src/features/faqs/plantado.ts',
    '@site/shared/testes',
  ],
  [
    'o pacote partilhado importar uma app',
    'shared/src/ui/plantado.ts',
    '../../../shell/src/app/app',
  ],
  [
    'o contrato importar uma app',
    'shared/src/contract/plantado.ts',
    '@site/mfe-eventos/src/app/seccao-eventos',
  ],
  [
    'o backend importar uma app',
    'api/src/referencia/plantado.ts',
    '../../../shell/src/features/navbar/construir-menu',
  ],
  [
    'o backend importar uma app pelo pacote',
    'api/src/referencia/rotas/plantado.ts',
    '@site/mfe-conteudos/src/app/seccao-faqs',
  ],
  ['o backend importar a UI partilhada', 'api/src/sitemap/plantado.ts', '@site/shared/ui'],
  [
    'um programa da API importar outro',
    'api/src/sitemap/plantado.ts',
    '../imagens/aplicacao-imagens',
  ],
  [
    'o backend de referência importar o site local',
    'api/src/referencia/rotas/plantado.ts',
    '../../local-site/aplicacao-site',
  ],
  [
    'o que os programas da API partilham importar um deles',
    'api/src/comum/http/plantado.ts',
    '../../referencia/submissoes/tipos',
  ],
  ['importar uma app que não se resolve', 'shared/src/api/plantado.ts', '@site/shell'],
];

for (const [caso, ficheiro, origem] of PROIBIDAS) {
  test(`recusa ${caso} (${ficheiro} → ${origem})`, async () => {
    const mensagens = await fronteiras(ficheiro, importar(origem));
    assert.ok(
      mensagens.some((mensagem) => mensagem.ruleId === REGRA),
      `expected ${REGRA} to reject it, got: ${JSON.stringify(mensagens)}`,
    );
  });
}

const PERMITIDAS = [
  ['a API importar o contrato', 'shared/src/api/plantado.ts', '../contract'],
  ['a UI importar a API e o contrato', 'shared/src/ui/plantado.ts', '@site/shared/api'],
  ['o contrato importar tipos de React', 'shared/src/contract/plantado.ts', 'react', 'type'],
  ['o backend importar o contrato', 'api/src/referencia/plantado.ts', '@site/shared/contract'],
  [
    'um programa da API importar o que os programas partilham',
    'api/src/imagens/plantado.ts',
    '../comum/http/tratar-erros',
  ],
  [
    'o site local compor os outros programas da API',
    'api/src/local-site/plantado.ts',
    '../sitemap/rotas',
  ],
  [
    'um teste de um programa da API arrancar o backend de referência',
    'api/src/sitemap/plantado.test.ts',
    '../referencia/testes/api-de-teste',
  ],
  [
    'a camada app importar uma funcionalidade',
    'shell/src/app/plantado.ts',
    '../features/navbar/navbar',
  ],
  [
    'uma funcionalidade importar o que é partilhado na app',
    'shell/src/features/rodape/plantado.ts',
    '../../lib/destino-pagina',
  ],
  [
    'uma funcionalidade importar a UI partilhada',
    'mfe-eventos/src/features/evento/plantado.ts',
    '@site/shared/ui',
  ],
  [
    'a entrada de um remoto importar a página autónoma',
    'mfe-eventos/src/plantado.tsx',
    '@site/shared/autonomo',
  ],
  [
    'um teste de uma app usar o kit de testes',
    'mfe-conteudos/src/features/faqs/plantado.test.ts',
    '@site/shared/testes',
  ],
  [
    'um teste usar o kit de testes partilhado',
    'shared/src/api/plantado.test.ts',
    '@site/shared/testes',
  ],
];

for (const [caso, ficheiro, origem, tipo] of PERMITIDAS) {
  test(`aceita ${caso} (${ficheiro} → ${origem})`, async () => {
    const codigo =
      tipo === 'type'
        ? `import type * as modulo from '${origem}';\n\nexport type Usado = typeof modulo;\n`
        : importar(origem);
    assert.deepEqual(await fronteiras(ficheiro, codigo), []);
  });
}

test('a árvore como está respeita as fronteiras', async () => {
  const soFronteiras = new ESLint({
    cwd: raiz,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
  });
  const resultados = await soFronteiras.lintFiles([
    'shared',
    'api',
    'shell',
    'mfe-eventos',
    'mfe-institucional',
    'mfe-conteudos',
  ]);
  const violacoes = resultados.flatMap((resultado) =>
    resultado.messages.map(
      (mensagem) =>
        `${path.relative(raiz, resultado.filePath)}:${mensagem.line} ${mensagem.message}`,
    ),
  );
  assert.ok(resultados.length > 100, `only ${resultados.length} files linted`);
  assert.deepEqual(violacoes, []);
});
