// Lighthouse 13, its default mobile profile (Moto G Power viewport, simulated slow 4G and 4x CPU
// slowdown), run programmatically against one Chromium kept open for every run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { EXECUTAVEL_CHROMIUM } from '../../scripts/chromium.mjs';

import { ARGS_CHROMIUM } from './rede.mjs';

const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'];

function abrirChrome() {
  return chromeLauncher.launch({
    chromePath: EXECUTAVEL_CHROMIUM,
    chromeFlags: ARGS_CHROMIUM,
    logLevel: 'silent',
  });
}

const pontos = (categoria) => Math.round((categoria?.score ?? 0) * 100);

/** One Lighthouse report in a Chromium of its own (a fresh profile: nothing cached). */
async function relatorio(url) {
  const chrome = await abrirChrome();
  try {
    const resultado = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIAS,
      disableFullPageScreenshot: true,
      extraHeaders: { 'Accept-Encoding': 'gzip' },
    });
    const lhr = resultado?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** Attempts per run: Lighthouse occasionally loses a trace (NO_NAVSTART), twice in a row too. */
const TENTATIVAS = 4;

/** One Lighthouse run (retried when a trace is lost), its scores and Web Vitals. */
export async function correrLighthouse(url) {
  let lhr;
  for (let tentativa = 1; !lhr; tentativa++) {
    try {
      lhr = await relatorio(url);
    } catch (erro) {
      if (tentativa >= TENTATIVAS) throw erro;
    }
  }
  const numero = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const falhas = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) =>
      c.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c.id}:${ref.id}`),
    );
  return {
    performance: pontos(lhr.categories.performance),
    acessibilidade: pontos(lhr.categories.accessibility),
    boasPraticas: pontos(lhr.categories['best-practices']),
    seo: pontos(lhr.categories.seo),
    lcp: numero('largest-contentful-paint'),
    fcp: numero('first-contentful-paint'),
    tbt: numero('total-blocking-time'),
    cls: numero('cumulative-layout-shift'),
    falhas,
  };
}
