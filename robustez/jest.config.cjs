// Node environment: these tests drive real processes, HTTP on loopback and Chromium.
const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

module.exports = { ...base, testTimeout: 180_000, slowTestThreshold: 60 };
