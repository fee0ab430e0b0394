// Shared Jest setup: SWC compiles TypeScript/TSX; workspace imports resolve to source.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function jestConfig(dir, { environment = 'jsdom', mapRemotes = {} } = {}) {
  return {
    rootDir: dir,
    // jsdom with Node's fetch, streams and encoders, which MSW needs (see shared/testes).
    testEnvironment:
      environment === 'jsdom'
        ? path.join(__dirname, 'shared/testes/ambiente-dom.cjs')
        : environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.m?(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // MSW's ESM-only dependencies are compiled to CommonJS like the sources.
    transformIgnorePatterns: [
      '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
    ],
    moduleNameMapper: {
      '^@site/shared/contract/rotas$': path.join(__dirname, 'shared/src/contract/rotas.ts'),
      '^@site/shared/(contract|api|ui|ui/formulario)$': path.join(
        __dirname,
        'shared/src/$1/index.ts',
      ),
      '^@site/shared/testes$': path.join(__dirname, 'shared/testes/index.ts'),
      '\\.css$': path.join(__dirname, 'shared/testes/style-stub.cjs'),
      '\\.svg$': path.join(__dirname, 'shared/testes/svg-stub.cjs'),
      ...mapRemotes,
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'shared/testes/setup-dom.ts')] : [],
    clearMocks: true,
  };
};
