import { statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import type { Browser, BrowserContext } from 'playwright-core';

import { BASES_API, rotasPublicas } from '@site/shared/contract';

import { arrancarServidor, pastaDados, RAIZ, SCRIPT_SITE } from '../comum/servidor';
import { lancarChromium } from '../lancador/chromium';

import {
  idMutacao,
  localDe,
  mutacaoRepresentativa,
  mutacoesPossiveis,
  TIPOS_MUTACAO,
  type Json,
  type Mutacao,
} from './mutacoes';
import { visitar, type Chamada, type Exame } from './pagina';

/** The loopback ports this part may listen on (the first free one is taken). */
const PORTAS_FORMAS = { primeira: 8320, ultima: 8329 } as const;

/** An address no route takes: the 404 page reads the navbar and footer data too. */
const ROTA_INEXISTENTE = '/endereco-que-nao-existe-formas';

/** A route of the site and the API calls its unmutated page made. */
interface RotaObservada {
  rota: string;
  chamadas: Chamada[];
  /** The unmutated page's exam (the negative control: it must be clean). */
  exame: Exame;
}

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
function momentoConstrucao(): string {
  return FICHEIROS_CONSTRUCAO.map((ficheiro) => {
    try {
      return `${ficheiro}@${new Date(statSync(join(RAIZ, ficheiro)).mtimeMs).toISOString()}`;
    } catch {
      return `${ficheiro}@ausente`;
    }
  }).join(' ');
}

/** One page to render: a route with one endpoint's answers mutated. */
interface Trabalho {
  rota: string;
  endpoint: string;
  mutacao: Mutacao;
  esperados: string[];
}

/** One failure, as the report shows it. */
interface Falha {
  rota: string;
  endpoint: string;
  mutacao: string;
  local: string;
  visto: string;
}

/** What the pages rendered showed, counted (per endpoint, and for the whole run). */
interface Totais {
  /** Distinct mutations rendered (kind × variant × shape). */
  mutacoes: number;
  paginas: number;
  emBranco: number;
  excepcoes: number;
  errosConsola: number;
  avisosRepetidos: number;
  /** Informational: warning lines, section boundaries that caught a render error, error panels, caps hit. */
  avisos: number;
  seccoesIndisponiveis: number;
  paineisErro: number;
  limites: number;
}

interface ResumoEndpoint extends Totais {
  endpoint: string;
  /** A concrete call, e.g. `paginas/pagina/13/pt/true`. */
  exemplo: string;
  /** Routes whose unmutated page makes this call. */
  rotas: string[];
  /** Kinds applied, and kinds that found no place in this endpoint's answers (no date, no list...). */
  tipos: string[];
  tiposSemLugar: string[];
  /** Pages whose answers held no place for the mutation after all (rendered, not counted as tried). */
  semEfeito: number;
  duracaoMs: number;
  falhas: Falha[];
}

export interface ResultadoFormas {
  tamanho: Tamanho;
  tiposMutacao: { id: string; descricao: string }[];
  rotas: { rota: string; endpoints: string[] }[];
  endpoints: ResumoEndpoint[];
  totais: Totais;
  /** Unmutated pages: blank, exceptions, console errors or repeated warnings there are failures too. */
  base: { paginas: number; falhas: Falha[] };
  /** The harness breaks one page itself: every detector must see it. */
  controlo: Exame;
  paginas: Omit<Exame, 'chamadas'>[];
  /** The build measured, by its entry files' times, at the start and at the end of the run. */
  construcao: { inicio: string; fim: string };
  /** Pages planned but not rendered before the deadline (0 when the run finished). */
  porRenderizar: number;
  paralelo: number;
  duracaoMs: number;
}

/** The first free loopback port of {@link PORTAS_FORMAS}. */
async function portaDaGama(): Promise<number> {
  for (let porta = PORTAS_FORMAS.primeira; porta <= PORTAS_FORMAS.ultima; porta++) {
    const livre = await new Promise<boolean>((resolver) => {
      const servidor = createServer();
      servidor.once('error', () => resolver(false));
      servidor.listen(porta, '127.0.0.1', () => servidor.close(() => resolver(true)));
    });
    if (livre) return porta;
  }
  throw new Error(`no free port in ${PORTAS_FORMAS.primeira}-${PORTAS_FORMAS.ultima} on 127.0.0.1`);
}

/**
 * A browser context that already holds the site's XSRF cookie. Without it, the first requests of
 * a page each get a new cookie, and `route.fetch()` (which stores the cookies it is answered)
 * can swap the cookie between the moment the site reads it for a POST and the moment the POST
 * leaves: a 403 the harness, not the site, would cause.
 */
async function novoContexto(navegador: Browser, urlBase: string): Promise<BrowserContext> {
  const contexto = await navegador.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-AO',
    timezoneId: 'Africa/Luanda',
  });
  await contexto.request.head(`${urlBase}${BASES_API.cms}`);
  return contexto;
}

/**
 * Runs `tarefa` over `itens` with `paralelo` workers, each with its own browser context (renewed
 * every 100 pages so that memory stays flat).
 */
async function emParalelo<T, R>(
  navegador: Browser,
  urlBase: string,
  itens: readonly T[],
  paralelo: number,
  tarefa: (contexto: BrowserContext, item: T) => Promise<R>,
  aoTerminar?: (feitos: number) => void,
  prazo = Number.POSITIVE_INFINITY,
): Promise<R[]> {
  const resultados: R[] = [];
  let proximo = 0;
  let feitos = 0;
  const trabalhador = async () => {
    let contexto = await novoContexto(navegador, urlBase);
    let usos = 0;
    try {
      while (proximo < itens.length && Date.now() < prazo) {
        const indice = proximo++;
        if (usos++ >= 100) {
          await contexto.close();
          contexto = await novoContexto(navegador, urlBase);
          usos = 1;
        }
        resultados[indice] = await tarefa(contexto, itens[indice]!);
        aoTerminar?.(++feitos);
      }
    } finally {
      await contexto.close().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(paralelo, itens.length) }, trabalhador));
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
async function rotasDoSitio(urlBase: string, contexto: BrowserContext): Promise<string[]> {
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

/** Opens every route unmutated and keeps the calls each one makes, with their real answers. */
async function observar(
  navegador: Browser,
  urlBase: string,
  rotas: readonly string[],
  paralelo: number,
): Promise<RotaObservada[]> {
  const exames = await emParalelo(navegador, urlBase, rotas, paralelo, (contexto, rota) =>
    visitar(contexto, urlBase, { rota, registar: true }),
  );
  return exames.map((exame) => ({ rota: exame.rota, chamadas: exame.chamadas, exame }));
}

const respostasDe = (observada: RotaObservada, endpoint: string): Json[] =>
  observada.chamadas
    .filter((c) => c.endpoint === endpoint && c.resposta !== undefined)
    .map((c) => c.resposta!);

/**
 * How much to render. `ci`: one mutation per kind (the representative one) on the first route
 * that makes the call. `completo`: every mutation (each kind at each place of the answers, every
 * field) on the first route whose answer has that place, and the representative of each kind on
 * every route that makes the call. `exaustivo`: every mutation on every route whose answer has a
 * place for it.
 */
export type Tamanho = 'ci' | 'completo' | 'exaustivo';
export const TAMANHOS: readonly Tamanho[] = ['ci', 'completo', 'exaustivo'];

/** The pages to render for `tamanho`, from what the unmutated routes called and were answered. */
function planear(observadas: readonly RotaObservada[], tamanho: Tamanho) {
  const endpoints = [...new Set(observadas.flatMap((o) => o.chamadas.map((c) => c.endpoint)))];
  const esperadosPorRota = new Map(
    observadas.map((o) => [o.rota, [...new Set(o.chamadas.map((c) => c.endpoint))]]),
  );
  const trabalhos: Trabalho[] = [];
  const porEndpoint = new Map<string, { rotas: string[]; exemplo: string; tipos: Set<string> }>();
  for (const endpoint of endpoints) {
    const rotas = observadas.filter((o) => respostasDe(o, endpoint).length > 0);
    const exemplo = rotas[0]!.chamadas.find((c) => c.endpoint === endpoint)!.caminho;
    const tipos = new Set<string>();
    porEndpoint.set(endpoint, { rotas: rotas.map((o) => o.rota), exemplo, tipos });
    const feitos = new Set<string>();
    const juntar = (rota: string, mutacao: Mutacao) => {
      const chave = `${rota} ${idMutacao(mutacao)}`;
      if (feitos.has(chave)) return;
      feitos.add(chave);
      tipos.add(mutacao.tipo);
      trabalhos.push({ rota, endpoint, mutacao, esperados: esperadosPorRota.get(rota) ?? [] });
    };
    const temLugar = (rota: RotaObservada, mutacao: Mutacao) =>
      respostasDe(rota, endpoint).some((resposta) => localDe(resposta, mutacao));
    const representativas = (rota: RotaObservada) => {
      const resposta = respostasDe(rota, endpoint)[0]!;
      const possiveis = mutacoesPossiveis(resposta);
      return TIPOS_MUTACAO.map((tipo) =>
        mutacaoRepresentativa(possiveis, resposta, tipo.id),
      ).filter((m): m is Mutacao => m !== undefined);
    };
    if (tamanho === 'ci') {
      for (const mutacao of representativas(rotas[0]!)) juntar(rotas[0]!.rota, mutacao);
      continue;
    }
    const todas = new Map<string, Mutacao>();
    for (const rota of rotas) {
      for (const resposta of respostasDe(rota, endpoint)) {
        for (const mutacao of mutacoesPossiveis(resposta)) {
          if (!todas.has(idMutacao(mutacao))) todas.set(idMutacao(mutacao), mutacao);
        }
      }
    }
    for (const mutacao of todas.values()) {
      const onde = rotas.filter((rota) => temLugar(rota, mutacao));
      for (const rota of tamanho === 'exaustivo' ? onde : onde.slice(0, 1))
        juntar(rota.rota, mutacao);
    }
    if (tamanho === 'completo') {
      for (const rota of rotas)
        for (const mutacao of representativas(rota)) juntar(rota.rota, mutacao);
    }
  }
  return { trabalhos, porEndpoint };
}

const falhou = (e: Exame) =>
  e.emBranco || e.excepcoes.length + e.errosConsola.length + e.avisosRepetidos.length > 0;

/** What a failed page showed, in one line. */
function visto(exame: Exame): string {
  return [
    exame.emBranco ? `em branco (${exame.motivos.join(', ')})` : '',
    ...exame.excepcoes.slice(0, 1).map((e) => `pageerror ${e}`),
    ...exame.errosConsola.slice(0, 1).map((e) => `console.error ${e.split('\n')[0]}`),
    ...exame.avisosRepetidos.slice(0, 1).map((a) => `console.warn repetido: ${a}`),
    exame.emBranco ? '' : `main: ${exame.textoMain.slice(0, 80)}`,
  ]
    .filter(Boolean)
    .join('; ')
    .slice(0, 400);
}

function paraFalha(exame: Exame): Falha {
  return {
    rota: exame.rota,
    endpoint: exame.endpoint ?? '(sem mutação)',
    mutacao: exame.mutacao ?? '-',
    local: exame.locais.join(' ') || '-',
    visto: visto(exame),
  };
}

function somar(exames: readonly Exame[]) {
  return {
    paginas: exames.filter((e) => e.aplicadas > 0).length,
    semEfeito: exames.filter((e) => e.aplicadas === 0).length,
    emBranco: exames.filter((e) => e.emBranco).length,
    excepcoes: exames.reduce((s, e) => s + e.excepcoes.length, 0),
    errosConsola: exames.reduce((s, e) => s + e.errosConsola.length, 0),
    avisosRepetidos: exames.reduce((s, e) => s + e.avisosRepetidos.length, 0),
    avisos: exames.reduce((s, e) => s + e.numeroAvisos, 0),
    seccoesIndisponiveis: exames.filter((e) => e.seccaoIndisponivel).length,
    paineisErro: exames.filter((e) => e.painelErro).length,
    limites: exames.filter((e) => e.limiteAtingido).length,
    duracaoMs: exames.reduce((s, e) => s + e.duracaoMs, 0),
  };
}

/**
 * Shape fuzz: starts the built site on a loopback port of {@link PORTAS_FORMAS}, observes every
 * route unmutated, then renders each endpoint's mutations in Chromium on the routes that make the
 * call, and counts blank pages, uncaught exceptions, console errors and repeated warnings.
 */
export async function executarFormas(opcoes: {
  tamanho: Tamanho;
  /** Pages rendered at once (default FORMAS_PARALELO or 3). */
  paralelo?: number;
  /** Stop starting new pages after this long; the result then counts the pages left out. */
  prazoMs?: number;
  log?: (texto: string) => void;
}): Promise<ResultadoFormas> {
  const inicio = Date.now();
  const construcaoInicio = momentoConstrucao();
  const paralelo = opcoes.paralelo ?? (Number(process.env.FORMAS_PARALELO) || 3);
  const prazo = inicio + (opcoes.prazoMs ?? Number.POSITIVE_INFINITY);
  const log = opcoes.log ?? (() => undefined);
  const dados = pastaDados('robustez-formas-');
  const servidor = await arrancarServidor({
    script: SCRIPT_SITE,
    porta: await portaDaGama(),
    dataDir: dados.pasta,
    // The mutations are made in the browser, on the answers it receives: pages rendered by the
    // browser alone, so that it asks for every answer itself.
    env: { SSR: 'off' },
  });
  const navegador = await lancarChromium();
  try {
    const contexto = await novoContexto(navegador, servidor.url);
    const rotas = await rotasDoSitio(servidor.url, contexto).finally(() => contexto.close());
    log(`observing ${rotas.length} routes unmutated…`);
    const observadas = await observar(navegador, servidor.url, rotas, paralelo);
    const { trabalhos, porEndpoint } = planear(observadas, opcoes.tamanho);
    log(`${porEndpoint.size} endpoints, ${trabalhos.length} pages to render…`);
    const passo = Math.max(1, Math.round(trabalhos.length / 10));
    const exames = await emParalelo(
      navegador,
      servidor.url,
      trabalhos,
      paralelo,
      (contexto, t) =>
        visitar(contexto, servidor.url, {
          rota: t.rota,
          mutar: { endpoint: t.endpoint, mutacao: t.mutacao },
          esperados: t.esperados,
        }),
      (feitos) => {
        if (feitos % passo === 0) log(`  ${feitos}/${trabalhos.length} pages`);
      },
      prazo,
    );
    const [controlo] = await emParalelo(navegador, servidor.url, [rotas[0]!], 1, (contexto, rota) =>
      visitar(contexto, servidor.url, { rota, estragar: true }),
    );

    const endpoints: ResumoEndpoint[] = [...porEndpoint].map(([endpoint, info]) => {
      const deste = exames.filter((e) => e.endpoint === endpoint);
      return {
        endpoint,
        exemplo: info.exemplo,
        rotas: info.rotas,
        mutacoes: new Set(deste.filter((e) => e.aplicadas > 0).map((e) => e.mutacao)).size,
        tipos: TIPOS_MUTACAO.filter((t) => info.tipos.has(t.id)).map((t) => t.id),
        tiposSemLugar: TIPOS_MUTACAO.filter((t) => !info.tipos.has(t.id)).map((t) => t.id),
        ...somar(deste),
        falhas: deste.filter(falhou).map(paraFalha),
      };
    });
    const todos = somar(exames);
    const bases = observadas.map((o) => o.exame);
    return {
      tamanho: opcoes.tamanho,
      tiposMutacao: TIPOS_MUTACAO.map(({ id, descricao }) => ({ id, descricao })),
      rotas: observadas.map((o) => ({
        rota: o.rota,
        endpoints: [...new Set(o.chamadas.map((c) => c.endpoint))],
      })),
      endpoints,
      totais: {
        mutacoes: endpoints.reduce((s, e) => s + e.mutacoes, 0),
        paginas: todos.paginas,
        emBranco: todos.emBranco,
        excepcoes: todos.excepcoes,
        errosConsola: todos.errosConsola,
        avisosRepetidos: todos.avisosRepetidos,
        avisos: todos.avisos,
        seccoesIndisponiveis: todos.seccoesIndisponiveis,
        paineisErro: todos.paineisErro,
        limites: todos.limites,
      },
      base: { paginas: bases.length, falhas: bases.filter(falhou).map(paraFalha) },
      controlo: controlo!,
      paginas: exames.map(({ chamadas: _chamadas, ...exame }) => exame),
      construcao: { inicio: construcaoInicio, fim: momentoConstrucao() },
      porRenderizar: trabalhos.length - exames.length,
      paralelo,
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    await navegador.close();
    await servidor.matar();
    dados.remover();
  }
}

/** Whether every figure is zero and the controls behaved (the report's and the test's verdict). */
export function formasSemFalhas(r: ResultadoFormas): boolean {
  const c = r.controlo;
  const controloViu =
    c.emBranco &&
    c.excepcoes.length === 1 &&
    c.errosConsola.includes('controlo positivo: erro na consola') &&
    c.errosConsola.some((linha) => linha.includes('/controlo-inexistente.js')) &&
    !c.errosConsola.some((linha) => linha.includes('/controlo-inexistente.svg')) &&
    c.errosTolerados === 1 &&
    c.avisosRepetidos.length === 1;
  return (
    controloViu &&
    r.porRenderizar === 0 &&
    r.construcao.inicio === r.construcao.fim &&
    r.base.falhas.length === 0 &&
    r.totais.emBranco + r.totais.excepcoes + r.totais.errosConsola + r.totais.avisosRepetidos === 0
  );
}
