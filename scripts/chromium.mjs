// The flags every tool here starts Debian's Chromium with (the browser suite, the compose test's
// browser checks, the benchmark): no sandbox (root in CI), no GPU, and no traffic of its own
// (updates, sync, QUIC), so that only loopback requests the tests make leave the browser.
export const ARGS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
