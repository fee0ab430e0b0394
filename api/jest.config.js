import { createRequire } from 'node:module';

const { mapaShared } = createRequire(import.meta.url)('../jest.base.cjs');

const swcParaCommonJs = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/**
 * Packages that ship only ESM (or load ESM with `import()`), which Jest's CommonJS runtime cannot
 * load (it has its own module loader, not Node's require of ESM): they are compiled to CommonJS
 * like our sources.
 */
const SO_ESM = ['cookie', '@fastify/cookie', 'content-disposition'].join('|');

/** Jest for the API: TypeScript through SWC, compiled to CommonJS for the test run. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swcParaCommonJs('typescript'),
    [`/node_modules/(${SO_ESM})/.+\\.js$`]: swcParaCommonJs('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${SO_ESM})/)`],
  moduleNameMapper: mapaShared(),
  testTimeout: 30000,
};
