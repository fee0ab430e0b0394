import type { Browser, BrowserContext } from 'playwright-core';

import { lancarChromium } from '../lancador/chromium';

import { montarBancada } from './bancada-ssr';
import { paraFalha, resumirPorEndpoint } from './contagem';
import { falhouSsr, figurasSsr, vistoSsr, type ResultadoFormasSsr } from './contagem-ssr';
import { TIPOS_MUTACAO } from './mutacoes';
import { visitar, type Exame } from './pagina';
import { mudarHtml, visitarSsr, type ExameSsr, type Pista } from './pagina-ssr';
import { aVez, espacar, planear, type RotaObservada, type Tamanho } from './plano';
import type { VistoProxy } from './proxy-falhas';
import { emParalelo, momentoConstrucao, novoContexto, rotasDoSitio } from './sitio';

/** A page is examined as a first visit: no service worker answers it, nor asks in the background. */
const CONTEXTO = { serviceWorkers: 'block' } as const;

/**
 * The endpoint the control fails: among the calls the server made for `rota`, the one made on
 * the fewest routes (the page's own content, not the navbar's or the footer's).
 */
function endpointDoControlo(
  vistas: readonly { exame: Exame; visto: VistoProxy }[],
  rota: string,
): string {
  const rotasPor = (endpoint: string) =>
    vistas.filter((v) => v.visto.chamadas.some((c) => c.endpoint === endpoint)).length;
  const daRota = vistas.find((v) => v.exame.rota === rota)!.visto.chamadas;
  const candidatos = [
    ...new Set(daRota.filter((c) => c.lado === 'servidor').map((c) => c.endpoint)),
  ];
  return candidatos.sort((a, b) => rotasPor(a) - rotasPor(b))[0]!;
}

/** Every route opened unmutated: what the server and the browser each asked, with the answers. */
async function observar(
  navegador: Browser,
  pistas: readonly Pista[],
  rotas: readonly string[],
): Promise<{
  vistas: { exame: ExameSsr; visto: VistoProxy }[];
  observadas: (RotaObservada & { esperados: string[] })[];
}> {
  const urls = pistas.map((pista) => pista.site.url);
  const vistas = await emParalelo(
    navegador,
    urls,
    rotas,
    pistas.length,
    // The page and its data come from the server: the short silence, as for every page here.
    (contexto, rota, n) =>
      visitarSsr(contexto, pistas[n]!, { rota, esperados: [] }, { registar: true }),
    { contexto: CONTEXTO },
  );
  const observadas = vistas.map(({ exame, visto }) => ({
    rota: exame.rota,
    chamadas: visto.chamadas,
    exame,
    esperados: [
      ...new Set(visto.chamadas.filter((c) => c.lado === 'navegador').map((c) => c.endpoint)),
    ],
  }));
  return { vistas, observadas };
}

/**
 * The controls, on `rota` (the home page): the browser exam's own (the harness breaks the page),
 * a real hydration mismatch (the server's HTML changed before the browser gets it), and one
 * endpoint of the page answering 503 to both sides (a 5xx the browser sees, and blocks the server
 * leaves to the browser on purpose, which must not count as hydration errors).
 */
async function controlar(
  navegador: Browser,
  pistas: readonly Pista[],
  rota: string,
  endpointFalhado: string,
): Promise<Pick<ResultadoFormasSsr, 'controlo' | 'controlosSsr'>> {
  const sozinho = <R>(tarefa: (contexto: BrowserContext, pista: Pista) => Promise<R>) =>
    emParalelo(
      navegador,
      [pistas[0]!.site.url],
      [rota],
      1,
      (contexto) => tarefa(contexto, pistas[0]!),
      { contexto: CONTEXTO },
    ).then(([resultado]) => resultado!);
  const exame = await sozinho((contexto, pista) =>
    visitar(contexto, pista.site.url, { rota, estragar: true }),
  );
  const hidratacao = await sozinho(async (contexto, pista) => {
    await mudarHtml(contexto, rota);
    return (await visitarSsr(contexto, pista, { rota }, {})).exame;
  });
  const falha = await sozinho(
    async (contexto, pista) =>
      (
        await visitarSsr(
          contexto,
          pista,
          { rota },
          { falhar: { endpoint: endpointFalhado, status: 503 } },
        )
      ).exame,
  );
  return {
    controlo: exame,
    controlosSsr: { hidratacao, falha: { ...falha, endpointFalhado } },
  };
}

/**
 * Shape fuzz through the server: the reference backend, and `pistas` lanes of the built site
 * reading it through a fault proxy each (`bancada-ssr.ts`). Every route is observed unmutated
 * (what the server and the browser each ask), then each planned mutation is rendered by the
 * server and hydrated in Chromium, one page per lane at a time; 5xx, blank pages and hydration
 * errors are counted with what the browser-only exam counts.
 */
export async function executarFormasSsr(opcoes: {
  tamanho: Tamanho;
  /** Render every `passo`-th page of the plan only (CI). */
  passo?: number;
  /** Render only the planned pages of these routes (to replay one route's findings). */
  rotas?: readonly string[];
  /** Sites (each with its proxy) rendering at once (default FORMAS_SSR_PISTAS or 2). */
  pistas?: number;
  prazoMs?: number;
  log?: (texto: string) => void;
}): Promise<ResultadoFormasSsr> {
  const inicio = Date.now();
  const construcaoInicio = momentoConstrucao();
  const passo = opcoes.passo ?? 1;
  const log = opcoes.log ?? (() => undefined);
  const bancada = await montarBancada(
    opcoes.pistas ?? (Number(process.env.FORMAS_SSR_PISTAS) || 2),
  );
  const { pistas } = bancada;
  const navegador = await lancarChromium().catch(async (erro: unknown) => {
    await bancada.fechar();
    throw erro;
  });
  try {
    const contexto = await novoContexto(navegador, bancada.backend.url);
    const rotas = await rotasDoSitio(bancada.backend.url, contexto).finally(() => contexto.close());
    log(`observing ${rotas.length} routes unmutated, rendered by the server…`);
    const { vistas, observadas } = await observar(navegador, pistas, rotas);
    const plano = planear(observadas, opcoes.tamanho);
    const so = opcoes.rotas?.length ? new Set(opcoes.rotas) : undefined;
    const trabalhos = aVez(
      espacar(
        plano.trabalhos.filter((t) => !so || so.has(t.rota)),
        passo,
      ),
    );
    const semLugar = new Map(
      [...plano.porEndpoint].map(([endpoint, info]) => [
        endpoint,
        TIPOS_MUTACAO.filter((t) => !info.tipos.has(t.id)).map((t) => t.id),
      ]),
    );
    // Kinds rendered: after spacing, not every planned one.
    for (const info of plano.porEndpoint.values()) info.tipos.clear();
    for (const t of trabalhos) plano.porEndpoint.get(t.endpoint)!.tipos.add(t.mutacao.tipo);
    log(`${plano.porEndpoint.size} endpoints, ${trabalhos.length} pages to render…`);
    const marca = Math.max(1, Math.round(trabalhos.length / 10));
    const exames = (
      await emParalelo(
        navegador,
        pistas.map((pista) => pista.site.url),
        trabalhos,
        pistas.length,
        (contexto, t, n) =>
          visitarSsr(
            contexto,
            pistas[n]!,
            { rota: t.rota, esperados: t.esperados },
            { mutar: { endpoint: t.endpoint, mutacao: t.mutacao } },
          ),
        {
          aoTerminar: (feitos) => {
            if (feitos % marca === 0) log(`  ${feitos}/${trabalhos.length} pages`);
          },
          prazo: inicio + (opcoes.prazoMs ?? Number.POSITIVE_INFINITY),
          contexto: CONTEXTO,
        },
      )
    ).map(({ exame }) => exame);
    const controlos = await controlar(
      navegador,
      pistas,
      rotas[0]!,
      endpointDoControlo(vistas, rotas[0]!),
    );

    const resumo = resumirPorEndpoint(plano.porEndpoint, exames, falhouSsr, vistoSsr);
    const bases = vistas.map((v) => v.exame);
    return {
      tamanho: opcoes.tamanho,
      passo,
      tiposMutacao: TIPOS_MUTACAO.map(({ id, descricao }) => ({
        id,
        descricao,
      })),
      rotas: observadas.map((o) => ({
        rota: o.rota,
        endpoints: [...new Set(o.chamadas.map((c) => c.endpoint))],
        doNavegador: o.esperados,
      })),
      endpoints: resumo.endpoints.map((e) => ({
        ...e,
        tiposSemLugar: semLugar.get(e.endpoint) ?? [],
        ...figurasSsr(exames.filter((x) => x.endpoint === e.endpoint)),
      })),
      totais: { ...resumo.totais, ...figurasSsr(exames) },
      base: {
        paginas: bases.length,
        falhas: bases.filter(falhouSsr).map((e) => paraFalha(e, vistoSsr)),
      },
      ...controlos,
      paginas: exames.map(({ chamadas: _chamadas, ...e }) => e),
      construcao: { inicio: construcaoInicio, fim: momentoConstrucao() },
      porRenderizar: trabalhos.length - exames.length,
      paralelo: pistas.length,
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    await navegador.close();
    await bancada.fechar();
  }
}
