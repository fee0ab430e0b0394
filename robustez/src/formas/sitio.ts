import { statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

import { BASES_API, rotasPublicas } from '@site/shared/contract';

import { RAIZ } from '../comum/servidor';

/** A range of loopback ports a part may listen on (the first free one is taken). */
export interface GamaPortas {
  primeira: number;
  ultima: number;
}

/** An address no route takes: the 404 page reads the navbar and footer data too. */
const ROTA_INEXISTENTE = '/endereco-que-nao-existe-formas';

/** The files whose rebuild changes what the served site is. */
const FICHEIROS_CONSTRUCAO = [
  'api/dist/local-site.js',
  'shell/dist/index.html',
  'mfe-eventos/dist/remoteEntry.js',
  'mfe-institucional/dist/remoteEntry.js',
  'mfe-conteudos/dist/remoteEntry.js',
];

/**
 * When each of the build's entry files was written. A rebuild during a run (another engineer's
 * `npm run build`) makes pages fail to load their chunks: figures taken across it are void.
 */
export function momentoConstrucao(): string {
  return FICHEIROS_CONSTRUCAO.map((ficheiro) => {
    try {
      return `${ficheiro}@${new Date(statSync(join(RAIZ, ficheiro)).mtimeMs).toISOString()}`;
    } catch {
      return `${ficheiro}@ausente`;
    }
  }).join(' ');
}

/** The first free loopback port of `gama`. */
export async function portaDaGama(gama: GamaPortas): Promise<number> {
  for (let porta = gama.primeira; porta <= gama.ultima; porta++) {
    const livre = await new Promise<boolean>((resolver) => {
      const servidor = createServer();
      servidor.once('error', () => resolver(false));
      servidor.listen(porta, '127.0.0.1', () => servidor.close(() => resolver(true)));
    });
    if (livre) return porta;
  }
  throw new Error(`no free port in ${gama.primeira}-${gama.ultima} on 127.0.0.1`);
}

/**
 * A browser context that already holds the site's XSRF cookie. Without it, the first requests of
 * a page each get a new cookie, and `route.fetch()` (which stores the cookies it is answered)
 * can swap the cookie between the moment the site reads it for a POST and the moment the POST
 * leaves: a 403 the harness, not the site, would cause.
 */
export async function novoContexto(
  navegador: Browser,
  urlBase: string,
  opcoes: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const contexto = await navegador.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-AO',
    timezoneId: 'Africa/Luanda',
    ...opcoes,
  });
  await contexto.request.head(`${urlBase}${BASES_API.cms}`);
  return contexto;
}

/** The rarer settings of {@link emParalelo}. */
export interface OpcoesParalelo {
  /** Told after each item, with how many are done. */
  aoTerminar?: (feitos: number) => void;
  /** No item is started after this time (ms since the epoch). */
  prazo?: number;
  /** For every browser context. */
  contexto?: BrowserContextOptions;
}

/**
 * Runs `tarefa` over `itens` with `paralelo` workers, each with its own browser context (renewed
 * every 100 pages so that memory stays flat). With one site address per worker (`urlBase` a
 * list), worker `n` uses the `n`-th and is told its number.
 */
export async function emParalelo<T, R>(
  navegador: Browser,
  urlBase: string | readonly string[],
  itens: readonly T[],
  paralelo: number,
  tarefa: (contexto: BrowserContext, item: T, trabalhador: number) => Promise<R>,
  { aoTerminar, prazo = Number.POSITIVE_INFINITY, contexto: opcoesContexto }: OpcoesParalelo = {},
): Promise<R[]> {
  const resultados: R[] = [];
  let proximo = 0;
  let feitos = 0;
  const trabalhador = async (_: unknown, numero: number) => {
    const url = typeof urlBase === 'string' ? urlBase : urlBase[numero]!;
    let contexto = await novoContexto(navegador, url, opcoesContexto);
    let usos = 0;
    try {
      while (proximo < itens.length && Date.now() < prazo) {
        const indice = proximo++;
        if (usos++ >= 100) {
          await contexto.close();
          contexto = await novoContexto(navegador, url, opcoesContexto);
          usos = 1;
        }
        resultados[indice] = await tarefa(contexto, itens[indice]!, numero);
        aoTerminar?.(++feitos);
      }
    } finally {
      await contexto.close().catch(() => undefined);
    }
  };
  const trabalhadores = Math.min(
    paralelo,
    itens.length,
    typeof urlBase === 'string' ? paralelo : urlBase.length,
  );
  await Promise.all(Array.from({ length: trabalhadores }, trabalhador));
  // Past the deadline, what was not rendered is left out (the result says how many).
  return resultados.filter((resultado) => resultado !== undefined);
}

/** The `<loc>` paths of the served sitemap.xml. */
async function caminhosDoSitemap(urlBase: string): Promise<string[]> {
  const resposta = await fetch(`${urlBase}/sitemap.xml`);
  if (!resposta.ok) throw new Error(`sitemap.xml answered ${resposta.status}`);
  const xml = await resposta.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

/**
 * Every public route of the site, from the sources that already list them: the sitemap's section
 * pages (`rotasPublicas`, the association's slug from the runtime configuration), one page of
 * each kind the sitemap derives from the data (an event type, an event, an album), a generic CMS
 * page linked from the home page, and an address no route takes.
 */
export async function rotasDoSitio(urlBase: string, contexto: BrowserContext): Promise<string[]> {
  const configuracao = (await (await fetch(`${urlBase}/config/site.json`)).json()) as {
    associacao: { slug: string };
  };
  const seccoes = rotasPublicas(configuracao.associacao.slug);
  const porForma = new Map<string, string>();
  for (const caminho of await caminhosDoSitemap(urlBase)) {
    if (seccoes.includes(caminho)) continue;
    const forma = caminho
      .split('/')
      .map((segmento, i, todos) =>
        /^\d+$/.test(segmento) ? '#' : i === todos.length - 1 ? '*' : segmento,
      )
      .join('/');
    if (!porForma.has(forma)) porForma.set(forma, caminho);
  }
  const pagina = await contexto.newPage();
  let paginaCms: string | undefined;
  try {
    await pagina.goto(`${urlBase}/`);
    paginaCms =
      (await pagina
        .locator('a[href^="/pagina/"]')
        .first()
        .getAttribute('href', { timeout: 15_000 })) ?? undefined;
  } finally {
    await pagina.close();
  }
  if (!paginaCms) throw new Error('the home page links to no /pagina/ address');
  return [...seccoes, ...porForma.values(), paginaCms, ROTA_INEXISTENTE];
}
