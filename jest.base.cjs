// Shared Jest setup: SWC compiles TypeScript/TSX; workspace imports resolve to source.
const path = require('node:path');

const { exports: entradasShared } = require('./shared/package.json');

/**
 * `@site/shared/<entry>` resolves to its source, entry by entry, from shared/package.json's
 * `exports` (the one list of what the workspace offers); its stylesheet goes to the style stub.
 */
function mapaShared() {
  return Object.fromEntries(
    Object.entries(entradasShared)
      .filter(([entrada]) => !entrada.endsWith('.css'))
      .map(([entrada, ficheiro]) => [
        `^@site/shared/${entrada.slice(2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        path.join(__dirname, 'shared', ficheiro),
      ]),
  );
}

/** @returns {import('jest').Config} */
function jestConfig(dir, { environment = 'jsdom', mapRemotes = {} } = {}) {
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
    // ESM-only dependencies (MSW's, the renderer's queue) are compiled to CommonJS like the sources.
    transformIgnorePatterns: [
      '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|p-queue|p-timeout)/)',
    ],
    moduleNameMapper: {
      ...mapaShared(),
      '\\.css$': path.join(__dirname, 'shared/testes/style-stub.cjs'),
      '\\.svg$': path.join(__dirname, 'shared/testes/svg-stub.cjs'),
      ...mapRemotes,
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'shared/testes/setup-dom.ts')] : [],
    clearMocks: true,
  };
}

module.exports = jestConfig;
module.exports.mapaShared = mapaShared;
