import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';

import { SCRIPT_MENU_NAVBAR } from '@site/shared/contract';

import { lancarChromium } from '../lancador/chromium';

/** What one page showed, with or without the site's CSP. */
export interface ResultadoPaginaXss {
  caminho: string;
  csp: boolean;
  /** Ids of the vectors whose trap ran (`__xss`, `top.__xss`, a posted `__xss:` message). */
  execucoes: string[];
  /** alert/confirm/prompt dialogs opened. */
  dialogos: number;
  /** href/src/action/... with javascript:, vbscript: or data: (other than data:image in img src). */
  urlsPerigosas: number;
  /** Inline event-handler attributes (on*) present in the DOM. */
  atributosOn: number;
  /** script (inline or not from the site), iframe, object, embed, base, meta refresh... in the page. */
  elementosActivos: number;
  /** data:image/... in an img src: allowed (an image never runs script; CSP img-src allows data:). */
  dataImagemToleradas: number;
  /** Up to 10 offending nodes, for the report. */
  amostras: string[];
  /** Whether the page's own content rendered (not blank, no section fallback, not "not found"). */
  renderizou: boolean;
  /** How many distinct "Vector N" markers the page shows (the isolation page must show them all). */
  marcadores: number;
  /** Frames that navigated away from the site (a meta refresh, a form...). */
  navegacoes: string[];
  /** Distinct vectors the page received from the APIs (read from their JSON answers). */
  vectoresEntregues: number;
  duracaoMs: number;
}

/** How a vector names itself in the data: its trap call, its posted message, or its isolation label. */
const ID_VECTOR =
  /(?:__xss|alert|confirm|prompt|msgbox)\((\d+)\)|__xss:(\d+)|\b(?:Vector|Ligação|Rede|Parceiro|Pergunta) (\d+)\b/g;

/** Installed in every frame before any script: the trap the vectors call, counted in Node. */
const ARMADILHA = `(() => {
  const reportar = (id) => { try { window.__xssRelatorio(String(id)); } catch (e) {} };
  try {
    Object.defineProperty(window, '__xss', { value: reportar, writable: false, configurable: false });
  } catch (e) {}
  window.addEventListener('message', (evento) => {
    if (typeof evento.data === 'string' && evento.data.startsWith('__xss:')) reportar(evento.data.slice(6));
  });
})();`;

/**
 * Runs in each frame: counts what must never be in a page built from CMS data. The site's own
 * inline script (the navbar's, allowed by the CSP by its hash) is told apart by its exact text:
 * any other inline script, however similar, counts.
 */
function examinarDom(scriptDoSitio: string): {
  urlsPerigosas: number;
  atributosOn: number;
  elementosActivos: number;
  dataImagemToleradas: number;
  amostras: string[];
  marcadores: number;
  texto: number;
  indisponivel: boolean;
  naoEncontrado: boolean;
} {
  const ATRIBUTOS_URL = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'background',
    'ping',
    'codebase',
    'cite',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'srcset',
    'values',
    'to',
    'from',
    'by',
  ]);
  const amostras: string[] = [];
  const amostra = (no: Element, motivo: string) => {
    if (amostras.length < 10) amostras.push(`${motivo}: ${no.outerHTML.slice(0, 160)}`);
  };
  let urlsPerigosas = 0;
  let atributosOn = 0;
  let elementosActivos = 0;
  let dataImagemToleradas = 0;
  const origem = location.origin;
  for (const no of Array.from(document.querySelectorAll('*'))) {
    for (const atributo of Array.from(no.attributes)) {
      const nome = atributo.name.toLowerCase();
      if (nome.startsWith('on')) {
        atributosOn++;
        amostra(no, `atributo ${nome}`);
      }
      if (nome === 'srcdoc') {
        urlsPerigosas++;
        amostra(no, 'srcdoc');
      }
      if (
        nome === 'style' &&
        /expression\s*\(|javascript:|behavior|binding/i.test(atributo.value)
      ) {
        urlsPerigosas++;
        amostra(no, 'style');
      }
      if (!ATRIBUTOS_URL.has(nome)) continue;
      // eslint-disable-next-line no-control-regex
      const valor = atributo.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      if (!/^(javascript|vbscript|data):/.test(valor)) continue;
      if (valor.startsWith('data:image/') && no.tagName === 'IMG' && nome === 'src') {
        dataImagemToleradas++;
        continue;
      }
      urlsPerigosas++;
      amostra(no, `${nome}=${valor.slice(0, 30)}`);
    }
    const etiqueta = no.tagName.toLowerCase();
    const activo =
      (etiqueta === 'script' &&
        !(!(no as HTMLScriptElement).src && no.textContent === scriptDoSitio) &&
        (!(no as HTMLScriptElement).src || !(no as HTMLScriptElement).src.startsWith(origem))) ||
      ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'base'].includes(
        etiqueta,
      ) ||
      (etiqueta === 'meta' && no.hasAttribute('http-equiv')) ||
      (etiqueta === 'link' && no.closest('body') !== null) ||
      (etiqueta === 'style' && no.closest('body') !== null);
    if (activo) {
      elementosActivos++;
      amostra(no, `elemento ${etiqueta}`);
    }
  }
  const corpo = document.body?.innerText ?? '';
  return {
    urlsPerigosas,
    atributosOn,
    elementosActivos,
    dataImagemToleradas,
    amostras,
    marcadores: new Set(corpo.match(/\bVector \d+\b/g) ?? []).size,
    texto: (document.querySelector('main')?.textContent ?? corpo).trim().length,
    indisponivel: /temporariamente indisponível/.test(corpo),
    naoEncontrado: /não foi encontrad|não existe/i.test(
      document.querySelector('main')?.textContent ?? corpo,
    ),
  };
}

/** Moves the pointer over the page, tabs through it and scrolls it, so that handlers get their events. */
async function provocar(pagina: Page): Promise<void> {
  const altura = await pagina.evaluate(() => document.documentElement.scrollHeight);
  const passo = Math.max(700, Math.ceil(altura / 12));
  for (let y = 0; y < altura; y += passo) {
    await pagina.evaluate((posicao) => window.scrollTo(0, posicao), y);
    for (let x = 40; x < 1280; x += 300) await pagina.mouse.move(x, 100 + ((x + y) % 600));
  }
  for (let vez = 0; vez < 12; vez++) await pagina.keyboard.press('Tab');
  await pagina.waitForTimeout(300);
}

export interface PaginaAVisitar {
  caminho: string;
  /**
   * Positive control: HTML injected straight into the page (bypassing the sanitizer), to prove
   * that the trap, the dialog listener and the DOM scan do see an attack when there is one.
   */
  injectar?: string;
  /** Open the FAQ questions (up to this many) so their answers are shown. */
  abrirPerguntas?: number;
  /** The page is expected to say "not found" (the 404 page). */
  naoEncontrado?: boolean;
  /** Click through the home carousel. */
  percorrerCarrossel?: boolean;
}

async function visitar(
  contexto: BrowserContext,
  urlBase: string,
  alvo: PaginaAVisitar,
  csp: boolean,
  execucoes: Map<string, string[]>,
): Promise<ResultadoPaginaXss> {
  const inicio = Date.now();
  const pagina = await contexto.newPage();
  const registo: string[] = [];
  execucoes.set(alvo.caminho, registo);
  let dialogos = 0;
  const navegacoes: string[] = [];
  pagina.on('dialog', (dialogo) => {
    dialogos++;
    void dialogo.dismiss().catch(() => undefined);
  });
  const entregues = new Set<string>();
  const leituras: Promise<void>[] = [];
  pagina.on('response', (resposta) => {
    if (!/\/(cms|eve|apl)\/api\//.test(resposta.url())) return;
    if (!(resposta.headers()['content-type'] ?? '').includes('json')) return;
    leituras.push(
      resposta.text().then(
        (texto) => {
          for (const [, a, b, c] of texto.matchAll(ID_VECTOR)) entregues.add(a ?? b ?? c ?? '');
        },
        () => undefined,
      ),
    );
  });
  pagina.on('framenavigated', (frame: Frame) => {
    const url = frame.url();
    if (!url.startsWith(urlBase) && url !== 'about:blank' && url !== 'about:srcdoc')
      navegacoes.push(url.slice(0, 120));
  });
  try {
    await pagina.goto(`${urlBase}${alvo.caminho}`, {
      waitUntil: 'domcontentloaded',
      timeout: 30_000,
    });
    await pagina.locator('footer').first().waitFor({ timeout: 20_000 });
    await pagina.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
    if (alvo.injectar) {
      await pagina.evaluate((html) => {
        document.querySelector('main')?.insertAdjacentHTML('beforeend', html);
      }, alvo.injectar);
    }
    if (alvo.percorrerCarrossel) {
      const seguinte = pagina.getByRole('button', { name: 'Destaque seguinte' });
      for (let vez = 0; vez < 6 && (await seguinte.count()) > 0; vez++) await seguinte.click();
    }
    if (alvo.abrirPerguntas) {
      // One question after the other, as a visitor would, letting React render each answer.
      await pagina.evaluate(async (quantas) => {
        const botoes = Array.from(
          document.querySelectorAll<HTMLButtonElement>('button.pergunta-faq-botao'),
        ).slice(0, quantas);
        for (const botao of botoes) {
          if (botao.getAttribute('aria-expanded') === 'false') botao.click();
          await new Promise((resolver) => setTimeout(resolver, 20));
        }
      }, alvo.abrirPerguntas);
    }
    await provocar(pagina);
    await pagina.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
    const exames = await Promise.all(
      pagina
        .frames()
        .map((frame) => frame.evaluate(examinarDom, SCRIPT_MENU_NAVBAR).catch(() => null)),
    );
    await Promise.all(leituras);
    const principal = exames[0];
    const soma = (
      campo: 'urlsPerigosas' | 'atributosOn' | 'elementosActivos' | 'dataImagemToleradas',
    ) => exames.reduce((total, exame) => total + (exame?.[campo] ?? 0), 0);
    return {
      caminho: alvo.caminho,
      csp,
      execucoes: [...registo],
      dialogos,
      urlsPerigosas: soma('urlsPerigosas'),
      atributosOn: soma('atributosOn'),
      elementosActivos: soma('elementosActivos'),
      dataImagemToleradas: soma('dataImagemToleradas'),
      amostras: exames.flatMap((exame) => exame?.amostras ?? []).slice(0, 10),
      renderizou: Boolean(
        principal &&
        principal.texto > 40 &&
        !principal.indisponivel &&
        principal.naoEncontrado === Boolean(alvo.naoEncontrado),
      ),
      marcadores: principal?.marcadores ?? 0,
      navegacoes,
      vectoresEntregues: entregues.size,
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    await pagina.close();
  }
}

/**
 * Renders every page in Chromium with the trap installed, once with the site's CSP and once
 * bypassing it (so that only the sanitizer stands between the corpus and execution).
 */
export async function renderizarPaginas(opcoes: {
  urlBase: string;
  paginas: readonly PaginaAVisitar[];
  navegador?: Browser;
}): Promise<ResultadoPaginaXss[]> {
  const navegador = opcoes.navegador ?? (await lancarChromium());
  const porModo = async (csp: boolean) => {
    const contexto = await navegador.newContext({
      bypassCSP: !csp,
      viewport: { width: 1280, height: 900 },
      locale: 'pt-AO',
      timezoneId: 'Africa/Luanda',
    });
    const execucoes = new Map<string, string[]>();
    let actual = '';
    await contexto.exposeBinding('__xssRelatorio', (_fonte, id: string) => {
      execucoes.get(actual)?.push(id);
    });
    await contexto.addInitScript(ARMADILHA);
    const resultados: ResultadoPaginaXss[] = [];
    try {
      for (const alvo of opcoes.paginas) {
        actual = alvo.caminho;
        resultados.push(await visitar(contexto, opcoes.urlBase, alvo, csp, execucoes));
      }
    } finally {
      await contexto.close();
    }
    return resultados;
  };
  try {
    // The two modes run side by side, each in its own context (own CSP setting, own counters).
    const [comCsp, semCsp] = await Promise.all([porModo(true), porModo(false)]);
    return [...comCsp, ...semCsp];
  } finally {
    if (!opcoes.navegador) await navegador.close();
  }
}
