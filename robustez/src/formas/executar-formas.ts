import type { Browser } from 'playwright-core';

import { arrancarServidor, pastaDados, SCRIPT_SITE } from '../comum/servidor';
import { lancarChromium } from '../lancador/chromium';

import {
  controloViu,
  falhou,
  paraFalha,
  resumirPorEndpoint,
  type Falha,
  type ResumoEndpoint,
  type Totais,
} from './contagem';
import { TIPOS_MUTACAO } from './mutacoes';
import { visitar, type Exame } from './pagina';
import { planear, type RotaObservada, type Tamanho } from './plano';
import { emParalelo, momentoConstrucao, portaDaGama, rotasDoSitio, novoContexto } from './sitio';

/** The loopback ports this part may listen on (the first free one is taken). */
const PORTAS_FORMAS = { primeira: 8320, ultima: 8329 } as const;

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
    porta: await portaDaGama(PORTAS_FORMAS),
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
      {
        aoTerminar: (feitos) => {
          if (feitos % passo === 0) log(`  ${feitos}/${trabalhos.length} pages`);
        },
        prazo,
      },
    );
    const [controlo] = await emParalelo(navegador, servidor.url, [rotas[0]!], 1, (contexto, rota) =>
      visitar(contexto, servidor.url, { rota, estragar: true }),
    );

    const { endpoints, totais } = resumirPorEndpoint(porEndpoint, exames);
    const bases = observadas.map((o) => o.exame);
    return {
      tamanho: opcoes.tamanho,
      tiposMutacao: TIPOS_MUTACAO.map(({ id, descricao }) => ({ id, descricao })),
      rotas: observadas.map((o) => ({
        rota: o.rota,
        endpoints: [...new Set(o.chamadas.map((c) => c.endpoint))],
      })),
      endpoints,
      totais,
      base: { paginas: bases.length, falhas: bases.filter(falhou).map((e) => paraFalha(e)) },
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
  return (
    controloViu(r.controlo) &&
    r.porRenderizar === 0 &&
    r.construcao.inicio === r.construcao.fim &&
    r.base.falhas.length === 0 &&
    r.totais.emBranco + r.totais.excepcoes + r.totais.errosConsola + r.totais.avisosRepetidos === 0
  );
}
