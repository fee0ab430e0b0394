// One lab measurement of responsiveness: a fresh browser context (empty cache, no state) at 4×
// CPU slowdown (CDP `Emulation.setCPUThrottlingRate`, Lighthouse's mobile figure), a page loaded
// until React has hydrated it and it is settled (network quiet, main thread idle), then one of the
// key interactions done with Playwright's trusted input, and its INP as web-vitals reports it.
//
// web-vitals (its attribution build, the same package the site can use for real-user reporting)
// is injected by an init script, which runs before the page's own scripts and outside its
// Content-Security-Policy, and reads INP with `reportAllChanges`: it is computed from Chromium's
// Event Timing entries, so only real (trusted) input counts, and setting up a step with script
// (a `scrollIntoView`, a `summary.click()`) adds no interaction of its own. Each measurement is a
// fresh page, so the page's INP is the measured step's: one interaction, or the slowest of a
// step's several (each key typed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Lighthouse's mobile viewport, as in the rest of the bench: the navbar shows its toggler. */
const VIEWPORT = { width: 412, height: 823 };
/** Event Timing's smallest threshold (web-vitals' default is 40 ms): finer figures. */
const LIMIAR_DURACAO_MS = 16;
const LIMITE_MS = 60_000;

const require = createRequire(import.meta.url);

/** The UMD build (the IIFE is not in the package's exports); in a page it sets `webVitals`. */
function codigoWebVitals() {
  return readFileSync(require.resolve('web-vitals/attribution'), 'utf8');
}

/**
 * Runs in the page before its scripts: web-vitals' `onINP` with attribution, each report kept as
 * plain data in `__inpBench.relatorios`, and every event entry of an interaction (≥ 16 ms) in
 * `__inpBench.eventos`, to count the interactions and check the figure.
 */
function registarNaPagina(limiar) {
  const webVitals = globalThis.webVitals;
  delete globalThis.webVitals;
  const relatorios = [];
  const eventos = [];
  const ms = (valor) => (Number.isFinite(valor) ? Math.round(valor * 10) / 10 : null);
  webVitals.onINP(
    (metrica) => {
      const a = metrica.attribution;
      const script = a.longestScript;
      relatorios.push({
        valor: metrica.value,
        alvo: a.interactionTarget ?? null,
        tipo: a.interactionType ?? null,
        inicio: ms(a.interactionTime),
        eventos: [...new Set(metrica.entries.map((e) => e.name))],
        atrasoEntrada: ms(a.inputDelay),
        processamento: ms(a.processingDuration),
        apresentacao: ms(a.presentationDelay),
        estadoCarga: a.loadState,
        scripts: ms(a.totalScriptDuration),
        estiloLayout: ms(a.totalStyleAndLayoutDuration),
        pintura: ms(a.totalPaintDuration),
        naoAtribuido: ms(a.totalUnattributedDuration),
        quadrosLongos: a.longAnimationFrameEntries.length,
        // Each event of the interaction with the time its handlers ran (pointerdown, click…).
        porEvento: a.processedEventEntries.map((e) => ({
          nome: e.name,
          processamento: ms(e.processingEnd - e.processingStart),
        })),
        // The longest scripts of the frames the interaction spans, where the time went.
        scriptsLongos: a.longAnimationFrameEntries
          .flatMap((quadro) => quadro.scripts)
          .sort((x, y) => y.duration - x.duration)
          .slice(0, 4)
          .map((e) => ({
            duracao: ms(e.duration),
            layoutForcado: ms(e.forcedStyleAndLayoutDuration),
            invocador: e.invoker,
            fonte: e.sourceURL.split('/').at(-1),
            funcao: e.sourceFunctionName,
            posicao: e.sourceCharPosition,
          })),
        scriptMaisLongo: script
          ? {
              parte: script.subpart,
              duracao: ms(script.intersectingDuration),
              invocador: script.entry.invoker,
              tipoInvocador: script.entry.invokerType,
              fonte: script.entry.sourceURL,
              funcao: script.entry.sourceFunctionName,
            }
          : null,
      });
    },
    { reportAllChanges: true, durationThreshold: limiar, includeProcessedEventEntries: true },
  );
  new PerformanceObserver((lista) => {
    for (const e of lista.getEntries()) {
      if (!e.interactionId) continue;
      eventos.push({ id: e.interactionId, nome: e.name, duracao: e.duration, inicio: e.startTime });
    }
  }).observe({ type: 'event', durationThreshold: limiar, buffered: true });
  Object.defineProperty(globalThis, '__inpBench', { value: { relatorios, eventos } });
}

/** The init script: the UMD build in a scope of its own (no `exports`, no AMD `define`). */
export function scriptInicial() {
  return [
    '(function () {',
    'var exports, module, define;',
    codigoWebVitals(),
    '}).call(globalThis);',
    `(${registarNaPagina.toString()})(${LIMIAR_DURACAO_MS});`,
  ].join('\n');
}

/**
 * Resolves once the main thread has been idle for a while: three idle periods in a row with
 * (nearly) the whole 50 ms an idle callback can get. `false` when that did not happen within
 * `limiteMs` (the measurement goes on, and says so).
 */
async function assentar(page, limiteMs = 15_000) {
  return page.evaluate(
    (limite) =>
      new Promise((resolver) => {
        const fim = performance.now() + limite;
        let seguidos = 0;
        const passo = () =>
          requestIdleCallback(
            (prazo) => {
              seguidos = !prazo.didTimeout && prazo.timeRemaining() >= 45 ? seguidos + 1 : 0;
              if (seguidos >= 3) resolver(true);
              else if (performance.now() > fim) resolver(false);
              else passo();
            },
            { timeout: 1000 },
          );
        passo();
      }),
    limiteMs,
  );
}

/**
 * Follows the page's requests; `quieta()` resolves once none has been in flight for `quietoMs`
 * (Playwright's `networkidle` is a load state, reached once per navigation: it cannot tell when
 * the code a step asked for has arrived).
 */
function seguirRede(page, quietoMs = 500) {
  const emCurso = new Set();
  let ultima = Date.now();
  const entrou = (pedido) => {
    emCurso.add(pedido);
    ultima = Date.now();
  };
  const saiu = (pedido) => {
    emCurso.delete(pedido);
    ultima = Date.now();
  };
  page.on('request', entrou);
  page.on('requestfinished', saiu);
  page.on('requestfailed', saiu);
  return {
    async quieta(limiteMs = LIMITE_MS) {
      const fim = Date.now() + limiteMs;
      while (emCurso.size > 0 || Date.now() - ultima < quietoMs) {
        if (Date.now() > fim) throw new Error(`network still busy after ${limiteMs} ms`);
        await new Promise((resolver) => setTimeout(resolver, 100));
      }
    },
  };
}

/**
 * How fast the page's main thread is right now, at the set slowdown: Lighthouse's
 * `benchmarkIndex` test (strings built for 500 ms, iterations per second / 10), run in the blank
 * page before the visit. It shows what the machine's load did to each run: on a machine shared
 * with other work, a run's INP goes with it.
 */
function indiceCpu(page) {
  return page.evaluate(() => {
    const inicio = Date.now();
    let iteracoes = 0;
    while (Date.now() - inicio < 500) {
      let texto = '';
      for (let j = 0; j < 10_000; j++) texto += 'a';
      if (texto.length === 1) throw new Error('unreachable');
      iteracoes++;
    }
    return Math.round(iteracoes / 10 / ((Date.now() - inicio) / 1000));
  });
}

/** The page's state: its reports and interactions, read after the step. */
function lerPagina(page) {
  return page.evaluate(() => ({
    relatorios: globalThis.__inpBench.relatorios,
    eventos: globalThis.__inpBench.eventos,
    larguraJanela: window.innerWidth,
  }));
}

/** The slowest event entry of each interaction, in the order they happened. */
export function duracaoPorInteraccao(eventos) {
  const porId = new Map();
  for (const e of eventos) porId.set(e.id, Math.max(porId.get(e.id) ?? 0, e.duracao));
  return [...porId.values()];
}

/**
 * Loads `url` in a fresh context at `lentidao`× CPU, waits until it is hydrated and settled, runs
 * the interaction's `preparar` (script only, no input), `agir` (real input) and `feito` (waits for
 * the visible outcome), waits until the page is idle again (web-vitals reports from an idle
 * callback) and returns the INP it reported, with its attribution. With `adiantar`, what waits for
 * the first interaction is loaded beforehand (a diagnosis: the interaction's own cost alone).
 */
export async function medirInteraccao(
  browser,
  url,
  interaccao,
  { lentidao = 4, script, adiantar = false },
) {
  // No service worker: its install after the first load (precaching) is background work of a
  // first visit, off the main thread, which would only add noise to one run or another.
  const contexto = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  const erros = [];
  try {
    contexto.setDefaultTimeout(LIMITE_MS);
    await contexto.addInitScript({ content: script });
    const page = await contexto.newPage();
    page.on('pageerror', (erro) => erros.push(erro.message));
    page.on('console', (mensagem) => {
      if (mensagem.type() === 'error') erros.push(mensagem.text());
    });
    const rede = seguirRede(page);
    const cdp = await contexto.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: lentidao });

    const cpu = await indiceCpu(page);
    const inicio = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: LIMITE_MS });
    // The shell marks <html data-react> just before `hydrateRoot` (e2e/support/site.ts `abrir`).
    await page.waitForSelector('html[data-react]', { state: 'attached' });
    const hidratadaMs = Date.now() - inicio;
    await rede.quieta();
    await interaccao.preparar?.(page);
    if (adiantar) {
      // The parts that wait for the visitor's first tap or key (shared/src/ui/quando-perto.ts:
      // the footer's newsletter form, the home's blocks) are sent that signal by script (an
      // untrusted event, no interaction), and their code loaded and run before the measured input.
      await page.evaluate(() => window.dispatchEvent(new Event('pointerdown')));
    }
    await rede.quieta();
    const assentouAntes = await assentar(page);
    const prontaMs = Date.now() - inicio;

    await interaccao.agir(page);
    await interaccao.feito(page);
    await rede.quieta();
    const assentouDepois = await assentar(page);
    const { relatorios, eventos, larguraJanela } = await lerPagina(page);
    const relatorio = relatorios.at(-1) ?? null;
    const duracoes = duracaoPorInteraccao(eventos);
    return {
      inp: relatorio?.valor ?? Number.NaN,
      relatorio,
      relatorios: relatorios.length,
      interaccoes: duracoes.length,
      duracoes,
      indiceCpu: cpu,
      hidratadaMs,
      prontaMs,
      assentada: assentouAntes && assentouDepois,
      larguraJanela,
      erros,
    };
  } finally {
    await contexto.close().catch(() => {});
  }
}
