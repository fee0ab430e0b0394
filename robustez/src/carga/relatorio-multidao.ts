import type { FiguraCarga, ResultadoMultidao } from './multidao';

/** The bound the issue sets on the renderer's resident memory after 20 000 distinct addresses. */
const RSS_MAXIMO_MB = 450;
/**
 * After a crowd, memory under steady traffic settles within this share of where it was before,
 * or within the renderer's page cache (SSR_CACHE_MB, 32 MB): a crowd of other pages may leave
 * that cache fuller, by design. A leak grows past both with each crowd (the redeploys' leak test
 * reads the heap after a collection: robustez/src/ssr/reimplantacoes.test.ts).
 */
const VOLTA_AO_PATAMAR = 1.1;
const FOLGA_CACHE_MB = 32;

const porCache = (f: FiguraCarga) =>
  Object.entries(f.porCache)
    .map(([origem, quantos]) => `${origem} ${quantos} (p95 ${f.p95PorCacheMs[origem] ?? '-'} ms)`)
    .join(', ');

/** Each figure the crowd part does not meet, in words; none when every one is met. */
export function problemasMultidao(r: ResultadoMultidao): string[] {
  const problemas: string[] = [];
  r.rajadas.forEach((rajada, i) => {
    const falhas = rajada.respostas5xx + rajada.errosRede + rajada.estadosInesperados;
    if (falhas > 0) problemas.push(`crowd ${i + 1}: ${falhas} failed answers`);
    if (rajada.rssMaximoMb > RSS_MAXIMO_MB) {
      problemas.push(`crowd ${i + 1}: RSS ${rajada.rssMaximoMb} MB > ${RSS_MAXIMO_MB} MB`);
    }
  });
  if (!('naoMedido' in r.gateway)) {
    const falhas = r.gateway.figuras
      .flatMap((f) => [f.guardadas, f.novas])
      .reduce((soma, f) => soma + f.respostas5xx + f.errosRede + f.estadosInesperados, 0);
    if (falhas > 0) problemas.push(`two renderers behind the gateway: ${falhas} failed answers`);
  }
  const [antes, depois] = r.patamares;
  const limite = antes && Math.max(antes.rssMb * VOLTA_AO_PATAMAR, antes.rssMb + FOLGA_CACHE_MB);
  if (antes && depois && limite && depois.rssMb > limite) {
    problemas.push(`after the second crowd RSS ${depois.rssMb} MB, plateau ${antes.rssMb} MB`);
  }
  return problemas;
}

/** The report's rows: one per crowd (its answers, memory) and the settled memory after each. */
export function linhasMultidao(r: ResultadoMultidao, segundos: (ms: number) => string) {
  return r.rajadas.map((rajada, i) => ({
    superficie: `crowd ${i + 1}: ${rajada.enderecos} addresses / ${rajada.clientes} clients (renderer alone)`,
    tentados: rajada.pedidos,
    executados: '-',
    falhas: rajada.respostas5xx + rajada.errosRede + rajada.estadosInesperados,
    perdidos: '-',
    duplicados: '-',
    tempo: segundos((rajada.pedidos / rajada.paginasPorSegundo) * 1000),
    notas: `${rajada.paginasDistintas} pages of their own; ${porCache(rajada)}; RSS at most ${rajada.rssMaximoMb} MB (bound ${RSS_MAXIMO_MB}), ${r.patamares[i]?.rssMb ?? '-'} MB settled under steady traffic (start ${r.rssArranqueMb} MB)`,
  }));
}

const linhaFigura = (nome: string, f: FiguraCarga) =>
  `| ${nome} | ${f.clientes} | ${f.paginasPorSegundo} | ${f.p50Ms} | ${f.p95Ms} | ${f.rssMaximoMb} | ${Object.entries(
    f.porCache,
  )
    .map(([origem, quantos]) => `${origem} ${quantos}`)
    .join(', ')} |`;

const tabelaFiguras = (figuras: ResultadoMultidao['figuras']) => [
  '| pages | clients | pages/s | p50 ms | p95 ms | RSS max MB | answers (X-Cache) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...figuras.flatMap((f) => [
    linhaFigura('kept (tracking-tagged addresses of the site\u2019s pages)', f.guardadas),
    linhaFigura('new (a search or an unknown address each)', f.novas),
  ]),
];

/** The sizing tables (markdown): pages/s, p50/p95 and memory, kept and new pages, of one renderer and of two behind the gateway. */
export function textoMultidao(r: ResultadoMultidao): string {
  const definicoes = Object.entries(r.definicoes)
    .map(([nome, valor]) => `${nome}=${valor}`)
    .join(' ');
  const problemas = problemasMultidao(r);
  const gateway =
    'naoMedido' in r.gateway
      ? [`Two renderers behind the gateway: not measured (${r.gateway.naoMedido}).`]
      : [
          `Two renderers behind the gateway (its entrypoint and nginx configuration, run by a local nginx; RSS max is both renderers and nginx; at the end each renderer ${r.gateway.rssMb.renderizadores.join(' MB and ')} MB, nginx ${r.gateway.rssMb.gateway} MB):`,
          '',
          ...tabelaFiguras(r.gateway.figuras),
        ];
  return [
    `One renderer asked directly (its own process, as the ssr image runs it: ${definicoes}); ${r.renderizacoes} renders, refusals ${JSON.stringify(r.recusadas)}.`,
    '',
    ...tabelaFiguras(r.figuras),
    '',
    ...gateway,
    '',
    `Crowds: ${problemas.length === 0 ? 'every figure met' : problemas.join('; ')}.`,
    ...(r.registo.length ? ['Renderer log, one line per kind:', ...r.registo] : []),
  ].join('\n');
}
