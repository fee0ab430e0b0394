// What a visit costs on the wire, read from Chromium's own network events (CDP): every request of
// a first load with an empty cache, then of a second navigation to the same address in the same
// browser context (warm HTTP cache, new page, so nothing survives in memory but the cache).
import { chromium } from 'playwright-core';

import { ARGS_CHROMIUM as ARGS_PARTILHADOS, EXECUTAVEL_CHROMIUM } from '../../scripts/chromium.mjs';

import { classificarPedido } from './classificar.mjs';

/** Headless: chrome-launcher (Lighthouse) starts the browser itself, without Playwright's flags. */
export const ARGS_CHROMIUM = ['--headless', ...ARGS_PARTILHADOS];

/** Lighthouse's mobile viewport, so both tools load the same images. */
const VIEWPORT = { width: 412, height: 823 };
const SILENCIO_MS = 1500;
const LIMITE_MS = 30_000;

export function lancarChromium() {
  return chromium.launch({
    executablePath: EXECUTAVEL_CHROMIUM,
    args: ARGS_CHROMIUM,
  });
}

/** Records one navigation's requests until the network has been quiet for SILENCIO_MS. */
async function registarNavegacao(page, cdp, url) {
  const pedidos = new Map();
  const estadosRede = new Map();
  const emCurso = new Set();
  let ultimaActividade = Date.now();
  const tocar = () => (ultimaActividade = Date.now());
  const aoPedido = (e) => {
    tocar();
    // A redirect reuses the id: the last hop is the one that counts.
    pedidos.set(e.requestId, { url: e.request.url, tipo: e.type, bytes: 0, cache: false });
    emCurso.add(e.requestId);
  };
  const aoResposta = (e) => {
    tocar();
    const p = pedidos.get(e.requestId);
    if (!p) return;
    p.estado = e.response.status;
    p.mime = e.response.mimeType;
    p.codificacao =
      e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    // Bytes received when the headers arrived: the rest of the transfer is the (gzip) body.
    p.cabecalhos = e.response.encodedDataLength;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) p.cache = true;
  };
  // The status on the wire: a revalidated file is reported as its cached 200 by responseReceived.
  // It may arrive before or after the other events of its request.
  const aoExtra = (e) => estadosRede.set(e.requestId, e.statusCode);
  const aoCache = (e) => {
    const p = pedidos.get(e.requestId);
    if (p) p.cache = true;
  };
  const aoFim = (e) => {
    tocar();
    const p = pedidos.get(e.requestId);
    if (p) {
      p.bytes = e.encodedDataLength;
      p.corpo = Math.max(0, e.encodedDataLength - (p.cabecalhos ?? 0));
    }
    emCurso.delete(e.requestId);
  };
  const aoFalhar = (e) => {
    tocar();
    const p = pedidos.get(e.requestId);
    if (p) p.falhou = e.errorText;
    emCurso.delete(e.requestId);
  };
  const ouvintes = Object.entries({
    'Network.requestWillBeSent': aoPedido,
    'Network.responseReceived': aoResposta,
    'Network.responseReceivedExtraInfo': aoExtra,
    'Network.requestServedFromCache': aoCache,
    'Network.loadingFinished': aoFim,
    'Network.loadingFailed': aoFalhar,
  });
  for (const [evento, ouvinte] of ouvintes) cdp.on(evento, ouvinte);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const inicio = Date.now();
    while (
      (emCurso.size > 0 || Date.now() - ultimaActividade < SILENCIO_MS) &&
      Date.now() - inicio < LIMITE_MS
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const [evento, ouvinte] of ouvintes) cdp.off(evento, ouvinte);
  }
  return [...pedidos.entries()]
    .filter(([, p]) => !p.url.startsWith('data:'))
    .map(([id, p]) => ({ ...p, estado: estadosRede.get(id) ?? p.estado }));
}

/** Sums a navigation: requests that went to the network (a 304 counts, a cache hit does not). */
function resumirNavegacao(pedidos) {
  const rede = pedidos.filter((p) => !p.cache && !p.falhou);
  const porClasse = {};
  for (const p of rede) {
    const classe = classificarPedido(p);
    const soma = (porClasse[classe] ??= { pedidos: 0, bytes: 0, corpo: 0, revalidados: 0 });
    soma.pedidos += 1;
    soma.bytes += p.bytes;
    soma.corpo += p.corpo ?? 0;
    if (p.estado === 304) soma.revalidados += 1;
  }
  const total = rede.reduce((s, p) => s + p.bytes, 0);
  return {
    pedidos: rede.length,
    bytes: total,
    // JS and CSS as gzip bodies (what the build emits), headers apart: they depend on the
    // protocol (HTTP/1.1 here repeats them per request, HTTP/2 compresses them).
    js: porClasse.js?.corpo ?? 0,
    jsComCabecalhos: porClasse.js?.bytes ?? 0,
    pedidosJs: porClasse.js?.pedidos ?? 0,
    css: porClasse.css?.corpo ?? 0,
    pedidosCss: porClasse.css?.pedidos ?? 0,
    revalidados: rede.filter((p) => p.estado === 304).length,
    deCache: pedidos.filter((p) => p.cache).length,
    porClasse,
    naoComprimidos: rede
      .filter(
        (p) => ['js', 'css'].includes(classificarPedido(p)) && p.estado === 200 && !p.codificacao,
      )
      .map((p) => p.url),
    lista: rede.map((p) => ({
      url: new URL(p.url).pathname,
      classe: classificarPedido(p),
      estado: p.estado,
      bytes: p.bytes,
      corpo: p.corpo,
    })),
  };
}

/**
 * The console errors and uncaught exceptions of a page (a hydration mismatch is reported as a
 * console error), each prefixed with the visit it happened in.
 */
function escutarErros(page, visita, erros) {
  page.on('console', (mensagem) => {
    if (mensagem.type() === 'error') erros.push(`${visita}: ${mensagem.text().slice(0, 300)}`);
  });
  page.on('pageerror', (erro) => erros.push(`${visita}: ${erro.message.slice(0, 300)}`));
}

/**
 * First load and repeat visit of `url` in a fresh context, and the console errors of both.
 * Accept-Encoding is pinned to gzip so the builds are compared on the same compression whatever
 * the browser would negotiate.
 */
export async function medirRede(browser, url) {
  const contexto = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'pt-AO',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  const errosConsola = [];
  try {
    const primeira = await contexto.newPage();
    escutarErros(primeira, 'first load', errosConsola);
    const cdp1 = await contexto.newCDPSession(primeira);
    await cdp1.send('Network.enable');
    const pedidos1 = await registarNavegacao(primeira, cdp1, url);
    const problema = await primeira.evaluate(() => {
      const texto = document.body.innerText;
      if (/temporariamente indisponível/.test(texto))
        return 'a section fell back to "indisponível"';
      if (!document.querySelector('h1')) return 'no h1 rendered';
      return null;
    });
    if (problema) throw new Error(`${url}: ${problema}`);
    await primeira.close();

    const segunda = await contexto.newPage();
    escutarErros(segunda, 'repeat visit', errosConsola);
    const cdp2 = await contexto.newCDPSession(segunda);
    await cdp2.send('Network.enable');
    const pedidos2 = await registarNavegacao(segunda, cdp2, url);
    await segunda.close();
    return {
      primeira: resumirNavegacao(pedidos1),
      repetida: resumirNavegacao(pedidos2),
      errosConsola,
    };
  } finally {
    await contexto.close();
  }
}
