// The Chromium every tool here starts (Debian's package, or the one CHROME_PATH names) and the
// flags it starts it with (the browser suite, the compose test's browser checks, the benchmark,
// the robustness runs): no sandbox (root in CI), no GPU, and no traffic of its own
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

export const EXECUTAVEL_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
