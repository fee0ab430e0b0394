import os from 'node:os';
import path from 'node:path';

import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

import { ARGS_CHROMIUM, EXECUTAVEL_CHROMIUM } from '../scripts/chromium.mjs';
import { PASTA_MEDIA_SEMENTE } from '../scripts/media-semente.mjs';

import { DESVIO_PORTA_OPS } from './support/ops';
import { TAG_AMBOS_CMS, TAG_NAVEGADOR, TAG_OUTRA_FORMA } from './support/projectos';

/*
 * Two projects, one per CMS the site reads: `referencia` (the seed of the reference backend) runs
 * every test; `minimo` (the spec-minimal CMS, `CMS_CONTEUDO=minimo`) runs the rules tagged
 * TAG_AMBOS_CMS, whose expectations each test computes from what that CMS answers. Each runs
 * against the served production build, or against a given URL (BASE_URL, BASE_URL_MINIMO): with
 * BASE_URL alone (the Docker gateway) only `referencia` runs.
 */
const porta = Number(process.env.E2E_PORT ?? 8091);
const portaMinimo = Number(process.env.E2E_PORT_MINIMO ?? porta + 1);
const urlBase = process.env.BASE_URL ?? `http://127.0.0.1:${porta}`;
const urlMinimo =
  process.env.BASE_URL_MINIMO ??
  (process.env.BASE_URL ? undefined : `http://127.0.0.1:${portaMinimo}`);
/** The same site rendered by the browser alone (SSR=off), for the TAG_NAVEGADOR tests. */
const portaNavegador = Number(process.env.E2E_PORT_NAVEGADOR ?? porta + 2);
const urlNavegador =
  process.env.BASE_URL_NAVEGADOR ??
  (process.env.BASE_URL ? undefined : `http://127.0.0.1:${portaNavegador}`);

/** The minimal CMS answering a page's detail in another shape, for the TAG_OUTRA_FORMA tests. */
const portaOutraForma = Number(process.env.E2E_PORT_OUTRA_FORMA ?? porta + 3);
const urlOutraForma =
  process.env.BASE_URL_OUTRA_FORMA ??
  (process.env.BASE_URL ? undefined : `http://127.0.0.1:${portaOutraForma}`);

/** Where the reference backend keeps the suite's submissions; wiped at each start. */
export const DADOS_E2E = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'site-e2e-dados');
/** The minimal CMS's site keeps its own (its submissions still go to the reference backend). */
const DADOS_E2E_MINIMO = `${DADOS_E2E}-minimo`;
const DADOS_E2E_NAVEGADOR = `${DADOS_E2E}-navegador`;
const DADOS_E2E_OUTRA_FORMA = `${DADOS_E2E}-outra-forma`;
const soNavegador = new RegExp(TAG_NAVEGADOR);

type ServidorWeb = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** `local-site` built, on its own port and fresh data folder, with `env` on top. */
function servidorLocal(
  url: string,
  portaServidor: number,
  dados: string,
  env: Record<string, string> = {},
): ServidorWeb {
  return {
    command: `rm -rf ${dados} && node ../api/dist/local-site.js`,
    url: `${url}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(portaServidor),
      HOST: '127.0.0.1',
      DATA_DIR: dados,
      MEDIA_SEMENTE_DIR: process.env.MEDIA_SEMENTE_DIR ?? PASTA_MEDIA_SEMENTE,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // Each site its own ops address (support/ops.ts reads the first one's metrics).
      METRICS_PORT: String(portaServidor + DESVIO_PORTA_OPS),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './testes',
  fullyParallel: false,
  workers: 1,
  // No retry, in CI either: a test that passes only on its second try hides a defect (issue I4).
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'pt-AO',
    timezoneId: 'Africa/Luanda',
    trace: 'retain-on-failure',
    // The site's service worker would answer requests that page.route() no longer sees; only
    // pwa.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: EXECUTAVEL_CHROMIUM,
      args: [...ARGS_CHROMIUM],
    },
  },
  projects: [
    { name: 'referencia', use: { baseURL: urlBase }, grepInvert: soNavegador },
    ...(urlMinimo
      ? [
          {
            name: 'minimo',
            use: { baseURL: urlMinimo },
            grep: new RegExp(TAG_AMBOS_CMS),
            grepInvert: soNavegador,
          },
        ]
      : []),
    ...(urlNavegador
      ? [{ name: 'navegador', use: { baseURL: urlNavegador }, grep: soNavegador }]
      : []),
    ...(urlOutraForma
      ? [
          {
            name: 'outra-forma',
            use: { baseURL: urlOutraForma },
            grep: new RegExp(TAG_OUTRA_FORMA),
            grepInvert: soNavegador,
          },
        ]
      : []),
  ],
  webServer: [
    ...(process.env.BASE_URL ? [] : [servidorLocal(urlBase, porta, DADOS_E2E)]),
    ...(urlMinimo && !process.env.BASE_URL_MINIMO
      ? [servidorLocal(urlMinimo, portaMinimo, DADOS_E2E_MINIMO, { CMS_CONTEUDO: 'minimo' })]
      : []),
    ...(urlNavegador && !process.env.BASE_URL_NAVEGADOR
      ? [servidorLocal(urlNavegador, portaNavegador, DADOS_E2E_NAVEGADOR, { SSR: 'off' })]
      : []),
    ...(urlOutraForma && !process.env.BASE_URL_OUTRA_FORMA
      ? [
          servidorLocal(urlOutraForma, portaOutraForma, DADOS_E2E_OUTRA_FORMA, {
            CMS_CONTEUDO: 'minimo-outra-forma',
          }),
        ]
      : []),
  ],
});
