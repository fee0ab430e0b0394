// Shared Jest setup: SWC compiles TypeScript/TSX; workspace imports resolve to source.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function jestConfig(dir, { environment = 'jsdom', mapRemotes = {} } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
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
    moduleNameMapper: {
      '^@site/shared/(contract|api|ui)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      '\\.css$': path.join(__dirname, 'shared/test/style-stub.cjs'),
      ...mapRemotes,
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'shared/test/setup-dom.ts')] : [],
    clearMocks: true,
  };
};
