// One lint setup for every workspace; `--max-warnings=0` in CI.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const raiz = path.dirname(fileURLToPath(import.meta.url));
const apps = ['shell', 'mfe-eventos', 'mfe-institucional', 'mfe-conteudos'];
const workspaces = ['shared', 'api', ...apps, 'e2e', 'robustez', 'bench'];
const APPS = `{${apps.join(',')}}`;

/**
 * The layers, by folder (paths from the repository root). Inside the shared package:
 * contract <- api <- ui <- autonomo (the standalone page of a remote). Inside each app:
 * features never import each other nor the app layer; what several features need lives in the
 * app's `components/`, `lib/` or style sheets (`app-comum`), which import neither features nor the
 * app layer. The app layer (`src/app`: routes, providers, layout) composes features; the entry
 * files (`src/*.ts[x]`) compose the app.
 */
const elementos = [
  { type: 'contract', pattern: 'shared/src/contract' },
  { type: 'shared-api', pattern: 'shared/src/api' },
  { type: 'shared-ui', pattern: 'shared/src/ui' },
  { type: 'shared-autonomo', pattern: 'shared/src/autonomo' },
  // Build helpers, test setup and test kit: never part of a shipped bundle.
  { type: 'shared-apoio', pattern: 'shared/{build,testes,types}' },
  { type: 'feature', pattern: `${APPS}/src/features/*`, capture: ['app', 'feature'] },
  { type: 'app-camada', pattern: `${APPS}/src/app`, capture: ['app'] },
  { type: 'app-comum', pattern: `${APPS}/src/{components,lib,estilos,styles}`, capture: ['app'] },
  { type: 'app-teste', pattern: `${APPS}/src/testes`, capture: ['app'] },
  // index.ts, bootstrap.tsx and the typed `exposes`: where an app is put together.
  { type: 'app-entrada', pattern: `${APPS}/src`, capture: ['app'] },
  { type: 'app-config', pattern: APPS, capture: ['app'] },
  // The api workspace: one folder per program under api/src (the reference backend, the local site,
  // the sitemap and image services, the contract for host scripts), what they share in `comum`,
  // and the workspace's own build and test files.
  { type: 'api-comum', pattern: 'api/src/comum' },
  { type: 'api-programa', pattern: 'api/src/*', capture: ['programa'] },
  { type: 'backend', pattern: 'api' },
  // The browser suite, the robustness runs, the benchmark, the repository scripts and the Docker
  // deployment's host-side tools (docker/preparar-contexto.mjs, docker/definicoes-sh).
  { type: 'ferramentas', pattern: '{e2e,robustez,bench,scripts,docker}' },
].map((elemento) => ({ ...elemento, partialMatch: false }));

/**
 * Product code: what runs in the browser or on a server for visitors. Each file does one job and
 * stays short enough to read whole (`max-lines`); tests, test kits and the seed's data lists are
 * left out, as are the tools (browser suite, robustness runs, benchmark, scripts).
 */
const codigoProduto = [
  `{shared/src,shared/build,api/src,docker,${APPS}/src}/**/*.{ts,tsx,mjs,js,cjs}`,
];
const foraDoProduto = [
  '**/*.test.{ts,tsx,mjs}',
  `${APPS}/src/testes/**`,
  'api/src/*/testes/**',
  'api/src/**/semente/**',
];

const ficheirosDeTeste = [
  '**/*.test.{ts,tsx,mjs}',
  `${APPS}/src/testes/**`,
  'api/src/*/testes/**',
  'shared/testes/**',
];

const camadas = (...tipos) => ({ element: { type: tipos } });
/** Elements of these types in the same app as the importing file. */
const naMesmaApp = (...tipos) => ({
  element: { type: tipos, captured: { app: '{{ from.element.captured.app }}' } },
});
const tiposApi = ['api-comum', 'api-programa', 'backend'];
const tiposApp = ['app-entrada', 'app-config', 'app-camada', 'feature', 'app-comum', 'app-teste'];

/** Later policies override earlier ones: allowances first, denials last. */
const politicas = [
  // Any package or Node.js module, unless a denial below says otherwise.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  // The shared package: each layer imports only the layers below it.
  { from: camadas('contract'), allow: { to: camadas('contract') } },
  { from: camadas('shared-api'), allow: { to: camadas('contract', 'shared-api') } },
  { from: camadas('shared-ui'), allow: { to: camadas('contract', 'shared-api', 'shared-ui') } },
  {
    from: camadas('shared-autonomo'),
    allow: { to: camadas('contract', 'shared-api', 'shared-ui', 'shared-autonomo') },
  },
  {
    from: camadas('shared-apoio'),
    allow: { to: camadas('contract', 'shared-api', 'shared-ui', 'shared-apoio') },
  },
  // The backend shares the contract and nothing else. Each of its programs imports what the
  // programs share and its own folder; the local site composes the others (and tests may start
  // the reference backend); what they share imports no program.
  { from: camadas(...tiposApi), allow: { to: camadas('contract') } },
  { from: camadas('backend'), allow: { to: camadas(...tiposApi) } },
  { from: camadas('api-comum'), allow: { to: camadas('api-comum') } },
  {
    from: camadas('api-programa'),
    allow: {
      to: [
        camadas('api-comum'),
        {
          element: {
            type: 'api-programa',
            captured: { programa: '{{ from.element.captured.programa }}' },
          },
        },
      ],
    },
  },
  {
    from: { element: { type: 'api-programa', captured: { programa: 'local-site' } } },
    allow: { to: camadas('api-programa') },
  },
  {
    from: { element: { type: 'api-programa' }, file: { categories: 'teste' } },
    allow: { to: { element: { type: 'api-programa', captured: { programa: 'referencia' } } } },
  },
  // Tooling reads anything (the benchmark bundles the remotes' sources as one SPA).
  { from: camadas('ferramentas'), allow: { to: { module: { origin: 'local' } } } },
  // Each app: the shared package's public layers, then only its own folders.
  { from: camadas(...tiposApp), allow: { to: camadas('contract', 'shared-api', 'shared-ui') } },
  {
    from: camadas('app-entrada'),
    allow: {
      to: [
        naMesmaApp('app-entrada', 'app-camada', 'feature', 'app-comum'),
        camadas('shared-autonomo'),
      ],
    },
  },
  {
    from: camadas('app-config'),
    allow: { to: [naMesmaApp('app-config', 'app-entrada'), camadas('shared-apoio')] },
  },
  { from: camadas('app-camada'), allow: { to: naMesmaApp('app-camada', 'feature', 'app-comum') } },
  {
    from: camadas('feature'),
    allow: {
      to: [
        {
          element: {
            type: 'feature',
            captured: {
              app: '{{ from.element.captured.app }}',
              feature: '{{ from.element.captured.feature }}',
            },
          },
        },
        naMesmaApp('app-comum'),
      ],
    },
  },
  { from: camadas('app-comum'), allow: { to: naMesmaApp('app-comum') } },
  {
    from: camadas('app-teste'),
    allow: { to: [naMesmaApp('app-teste', 'app-comum'), camadas('shared-apoio')] },
  },
  // Tests (and only tests) use the shared test kit, and an app's tests their app's own kit.
  { from: { file: { categories: 'teste' } }, allow: { to: camadas('shared-apoio') } },
  {
    from: { element: { type: tiposApp }, file: { categories: 'teste' } },
    allow: { to: naMesmaApp('app-teste') },
  },
  // Denials.
  {
    from: camadas('contract'),
    disallow: {
      to: {
        module: {
          source: ['axios', '@tanstack/*', 'react-dom', 'dompurify', 'react-router*', 'bootstrap'],
        },
      },
    },
    message: 'The contract stays runtime-neutral: it is read by the backend too.',
  },
  {
    from: camadas('contract'),
    disallow: { to: { module: { source: 'react' } }, dependency: { kind: 'value' } },
    message: 'The contract stays runtime-neutral: React types only.',
  },
  {
    from: camadas(...tiposApp),
    disallow: { to: { module: { source: 'axios' } } },
    message: 'Apps call the hooks of @site/shared/api, never axios.',
  },
  // A test may fake the network below the client.
  {
    from: { element: { type: tiposApp }, file: { categories: 'teste' } },
    allow: { to: { module: { source: 'axios' } } },
  },
  {
    disallow: { to: { module: { source: '@site/*' } } },
    message:
      'A workspace import that does not resolve: apps are composed at runtime, never imported.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-servidor/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/.build/**',
      'bench/.tmp/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@site/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Boundaries: each file is an element of one layer; imports between layers are denied unless a
  // policy below allows them (eslint-plugin-boundaries, proven by scripts/fronteiras.test.mjs).
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: workspaces.map((ws) => path.join(raiz, ws, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
      'boundaries/root-path': raiz,
      'boundaries/elements': elementos,
      'boundaries/files': [{ category: 'teste', pattern: ficheirosDeTeste }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, policies: politicas },
      ],
      'boundaries/no-unknown-files': 'off',
    },
  },
  {
    files: ['shared/src/**', ...apps.map((app) => `${app}/src/**`)],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  // One naming scheme for every file and folder of code: kebab-case (`pagina-evento.tsx`,
  // `features/lista-eventos/`), whatever the suffixes (`.test.tsx`, `.d.mts`).
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: codigoProduto,
    ignores: foraDoProduto,
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/jest.*.{js,mjs,ts}', '**/rspack.config.mjs', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
