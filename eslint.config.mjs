// One lint setup for every workspace; `--max-warnings=0` in CI.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-eventos', 'mfe-institucional', 'mfe-conteudos'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  // Boundaries: lower layers never import upward.
  {
    files: ['shared/src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../api', '../api/*', '../ui', '../ui/*'],
              message: 'The contract imports nothing above it.',
            },
            {
              group: ['axios', '@tanstack/*', 'react-dom', 'dompurify'],
              message: 'The contract stays runtime-neutral.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../ui', '../ui/*', '../../ui', '../../ui/*'],
              message: 'The API client never imports UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**', 'api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...apps.map((app) => `@site/${app}`), ...apps.map((app) => `@site/${app}/*`)],
              message: 'Shared code and the backend never import an app.',
            },
          ],
        },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/features/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../app', '../../app/*', '../../../app/*'],
              message: 'Features never import the app layer.',
            },
            {
              group: ['axios'],
              message: 'Screens call the hooks of @site/shared/api, never axios.',
            },
            {
              group: apps.filter((other) => other !== app).map((other) => `@site/${other}*`),
              message: 'Apps never import each other; compose at runtime.',
            },
          ],
        },
      ],
    },
  })),
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
