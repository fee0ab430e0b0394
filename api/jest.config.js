import { mapaShared } from '../jest.base.cjs';

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
const SO_ESM = ['cookie', '@fastify/cookie', 'content-disposition', 'feed'].join('|');

/** Jest for the API: TypeScript through SWC, compiled to CommonJS for the test run. */
export default {
  testEnvironment: 'node',
  // docker/definicoes-sh: the generator of the nginx images' sh definitions, held to agree with
  // the local site's reading of the same contract.
  roots: ['<rootDir>/src', '<rootDir>/../docker/definicoes-sh'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swcParaCommonJs('typescript'),
    [`/node_modules/(${SO_ESM})/.+\\.js$`]: swcParaCommonJs('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${SO_ESM})/)`],
  moduleNameMapper: mapaShared(),
  testTimeout: 30000,
};
