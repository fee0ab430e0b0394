import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { ARGS_CHROMIUM } from '../scripts/chromium.mjs';

/** The browser suite runs against the served production build (or BASE_URL, e.g. the gateway). */
const porta = Number(process.env.E2E_PORT ?? 8091);
const urlBase = process.env.BASE_URL ?? `http://127.0.0.1:${porta}`;
/** Where the reference backend keeps the suite's submissions; wiped at each start. */
export const DADOS_E2E = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'site-e2e-dados');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: urlBase,
    locale: 'pt-AO',
    timezoneId: 'Africa/Luanda',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...ARGS_CHROMIUM],
    },
  },
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `rm -rf ${DADOS_E2E} && node ../api/dist/local-site.js`,
        url: `${urlBase}/health`,
        reuseExistingServer: false,
        timeout: 30_000,
        env: {
          PORT: String(porta),
          HOST: '127.0.0.1',
          DATA_DIR: DADOS_E2E,
          RATE_LIMIT_MAX: '1000',
          LOG_LEVEL: 'warn',
        },
      },
});
