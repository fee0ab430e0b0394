import type { BrowserContext, Response as RespostaPw } from 'playwright-core';

import type { Servidor } from '../comum/servidor';

import { idMutacao } from './mutacoes';
import { visitar, type Exame, type PedidoVisita } from './pagina';
import type { ProxyFalhas, VistoProxy } from './proxy-falhas';

/** One site under test with its own fault proxy: pages go through it one at a time. */
export interface Pista {
  site: Servidor;
  proxy: ProxyFalhas;
  /** The site's stderr lines since the current page started (the renderer writes there). */
  linhas: string[];
}

/** Starts collecting the renderer's stderr lines of `site` into a new lane. */
export function novaPista(site: Servidor, proxy: ProxyFalhas): Pista {
  const pista: Pista = { site, proxy, linhas: [] };
  let resto = '';
  site.processo.stderr?.on('data', (parte: Buffer) => {
    const linhas = (resto + parte.toString()).split('\n');
    resto = linhas.pop() ?? '';
    pista.linhas.push(...linhas.filter(Boolean).map((linha) => linha.slice(0, 300)));
  });
  return pista;
}

/**
 * The picture endpoint's own answers when the picture's host failed (502) or did not answer in
 * time (504): the host's failure, by design (see `src/imagens/`), counted apart.
 */
const falhaDoAnfitriaoImagem = (caminho: string, status: number) =>
  caminho === '/imagem' && (status === 502 || status === 504);

/** React's hydration failures as the production build reports them (minified codes 418-425). */
const ERRO_HIDRATACAO =
  /hydrat|react\.dev\/errors\/(418|419|42[0-5])\b|React error #(418|419|42[0-5])\b/i;

/**
 * What the renderer writes when it leaves a block to the browser on purpose (its data failed or
 * came late): the browser renders it, and React's report of it carries the digest the shell
 * does not log (`eFalhaPrevistaDoServidor`).
 */
const BLOCO_DEIXADO = /bloco deixado ao navegador/;

/** A page rendered by the server from mutated answers and then hydrated. */
export interface ExameSsr extends Exame {
  /** The page's own answer: status, and `X-Cache` (empty: the renderer failed, the browser drew it all). */
  documento: { status: number; cache: string };
  /** Every answer of 500 or more the page got (its document included), as `status path`. */
  respostas5xx: string[];
  /** Pictures whose host failed or was late (502/504 from `/imagem`): informational. */
  imagensAnfitriaoFalhou: number;
  /** Console errors and exceptions that are React hydration failures (part of the counts above). */
  errosHidratacao: string[];
  /** Blocks the renderer left to the browser on purpose (the deliberate client fallbacks). */
  blocosNoNavegador: string[];
  /** Loading states in the server's HTML (blocks left to the browser, by deadline or error). */
  blocosACarregar: number;
  /** Other lines the site wrote to stderr meanwhile (informational). */
  registosServidor: string[];
  /** Mutated answers the proxy sent to each side. */
  aplicadasServidor: number;
  aplicadasNavegador: number;
}

/**
 * Opens `pedido.rota` on the lane's site with the lane's proxy set as `proxy` says, lets the page
 * settle and examines it (the browser-only exam, `visitar`), with what the server side did.
 */
export async function visitarSsr(
  contexto: BrowserContext,
  pista: Pista,
  pedido: Omit<PedidoVisita, 'mutar' | 'registar'>,
  proxy: Parameters<ProxyFalhas['comecar']>[0],
): Promise<{ exame: ExameSsr; visto: VistoProxy }> {
  const documento = { status: 0, cache: '', url: '' };
  const respostas5xx: string[] = [];
  let imagensAnfitriaoFalhou = 0;
  let html: Promise<string> = Promise.resolve('');
  const aoResponder = (resposta: RespostaPw) => {
    const caminho = new URL(resposta.url()).pathname;
    if (falhaDoAnfitriaoImagem(caminho, resposta.status())) imagensAnfitriaoFalhou++;
    else if (resposta.status() >= 500) respostas5xx.push(`${resposta.status()} ${caminho}`);
    const pedidoRede = resposta.request();
    if (pedidoRede.isNavigationRequest() && pedidoRede.frame().parentFrame() === null) {
      documento.status = resposta.status();
      documento.url = resposta.url();
      documento.cache = resposta.headers()['x-cache'] ?? '';
      html = resposta.text().catch(() => '');
    }
  };
  pista.linhas.length = 0;
  pista.proxy.comecar(proxy);
  contexto.on('response', aoResponder);
  let exame: Exame;
  try {
    exame = await visitar(contexto, pista.site.url, { ...pedido, interagir: true });
  } finally {
    contexto.off('response', aoResponder);
  }
  const visto = pista.proxy.terminar();
  const linhas = pista.linhas.splice(0);
  // A route no page takes is answered 404, and the browser logs that line for its document.
  const linhaDoc404 = `Failed to load resource: the server responded with a status of 404 (Not Found) (${documento.url})`;
  const errosConsola = exame.errosConsola.filter(
    (linha) => documento.status !== 404 || linha !== linhaDoc404,
  );
  if (documento.status > 0 && documento.status < 500 && !documento.cache) {
    // The local site then sends the browser-only page; the renderer's own server answers 503.
    respostas5xx.push(
      `503 ${pedido.rota} (the renderer failed: the whole page left to the browser)`,
    );
  }
  const corpo = /<main[\s\S]*<\/main>/.exec(await html)?.[0] ?? '';
  return {
    visto,
    exame: {
      ...exame,
      ...(proxy.mutar
        ? { endpoint: proxy.mutar.endpoint, mutacao: idMutacao(proxy.mutar.mutacao) }
        : {}),
      aplicadas: visto.aplicadas.servidor + visto.aplicadas.navegador,
      locais: [...new Set(visto.locais)],
      errosConsola,
      errosTolerados: exame.errosTolerados + exame.errosConsola.length - errosConsola.length,
      documento: { status: documento.status, cache: documento.cache },
      respostas5xx,
      imagensAnfitriaoFalhou,
      errosHidratacao: [...errosConsola, ...exame.excepcoes].filter((linha) =>
        ERRO_HIDRATACAO.test(linha),
      ),
      blocosNoNavegador: linhas.filter((linha) => BLOCO_DEIXADO.test(linha)),
      blocosACarregar: (corpo.match(/A carregar/g) ?? []).length,
      registosServidor: linhas.filter((linha) => !BLOCO_DEIXADO.test(linha)).slice(0, 5),
      aplicadasServidor: visto.aplicadas.servidor,
      aplicadasNavegador: visto.aplicadas.navegador,
    },
  };
}

/** The server's HTML of `rota` with one heading's text changed: hydration must report it. */
export async function mudarHtml(contexto: BrowserContext, rota: string): Promise<void> {
  await contexto.route(
    (url) => url.pathname === rota,
    async (pedido) => {
      if (!pedido.request().isNavigationRequest()) return pedido.fallback();
      const real = await pedido.fetch();
      const html = (await real.text()).replace(
        /(<main[\s\S]*?<h2[^>]*>)([^<]+)/,
        '$1Texto mudado pelo controlo',
      );
      const cabecalhos = Object.fromEntries(
        Object.entries(real.headers()).filter(
          ([nome]) => !['content-length', 'content-encoding'].includes(nome.toLowerCase()),
        ),
      );
      await pedido.fulfill({ status: real.status(), headers: cabecalhos, body: html });
    },
  );
}
