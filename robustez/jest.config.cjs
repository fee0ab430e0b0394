// Node environment: these tests drive real processes, HTTP on loopback and Chromium.
const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

/*
 * The discovery fuzz runs the api's discovery server in this process: the ESM-only packages it
 * loads (Fastify's cookie and static, the RSS builder) are compiled to CommonJS like the base's.
 */
const SO_ESM = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'p-queue',
  'p-timeout',
  'cookie',
  '@fastify/cookie',
  'content-disposition',
  'feed',
].join('|');

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(${SO_ESM})/)`],
  testTimeout: 180_000,
  slowTestThreshold: 60,
};
