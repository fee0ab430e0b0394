import type { ResumoEndpoint } from './contagem';
import type { ResultadoFormasSsr } from './contagem-ssr';
import type { ResultadoFormas } from './executar-formas';
import { ASSENTAR } from './pagina';

type Linha = readonly (string | number)[];

function tabela(cabecalho: Linha, linhas: readonly Linha[]): string {
  const larguras = cabecalho.map((_, i) =>
    Math.max(...[cabecalho, ...linhas].map((linha) => String(linha[i]).length)),
  );
  const ultima = cabecalho.length - 1;
  const formatar = (linha: Linha) =>
    linha
      .map((celula, i) => (i === ultima ? String(celula) : String(celula).padEnd(larguras[i]!)))
      .join(' | ');
  const separador = larguras.map((l, i) => '-'.repeat(i === ultima ? 5 : l)).join('-|-');
  return [formatar(cabecalho), separador, ...linhas.map(formatar)].join('\n');
}

/** What a variant of the fuzz adds to its text: its first line, figure columns, control lines. */
export interface VarianteTexto<E extends ResumoEndpoint> {
  /** How the pages were rendered, after "N pages" in the first line. */
  comoRenderizadas: string;
  colunas: { cabecalho: string; valor: (e: E) => number; total: number }[];
  controlos: string[];
}

/** The figures a shape fuzz result holds, whichever way its pages were rendered. */
type ResultadoTexto<E extends ResumoEndpoint> = Omit<ResultadoFormas, 'endpoints' | 'paginas'> & {
  endpoints: E[];
};

/**
 * The shape fuzz as the report prints it: one row per endpoint (mutations applied, pages
 * rendered, blank, uncaught exceptions, console errors, repeated warnings, and a variant's own
 * figures) and the totals, then the controls and examples of failures.
 */
export function textoFormas<E extends ResumoEndpoint>(
  r: ResultadoTexto<E>,
  exemplosPorEndpoint = 3,
  variante: VarianteTexto<E> = {
    comoRenderizadas: 'rendered in Chromium',
    colunas: [],
    controlos: [],
  },
): string {
  const cabecalho = [
    'endpoint',
    'routes',
    'mutations',
    'pages',
    'blank',
    'exceptions',
    'console errors',
    'repeated warns',
    ...variante.colunas.map((c) => c.cabecalho),
    'notes',
  ];
  const linhas = r.endpoints.map((e) => [
    e.endpoint,
    e.rotas.length,
    e.mutacoes,
    e.paginas,
    e.emBranco,
    e.excepcoes,
    e.errosConsola,
    e.avisosRepetidos,
    ...variante.colunas.map((c) => c.valor(e)),
    [
      `${e.avisos} warn lines`,
      `${e.seccoesIndisponiveis} section fallbacks`,
      `${e.paineisErro} error panels`,
      e.limites ? `${e.limites} hit the ${ASSENTAR.limiteMs / 1000} s cap` : '',
      e.semEfeito ? `${e.semEfeito} pages found no place` : '',
      e.tiposSemLugar.length ? `no place for: ${e.tiposSemLugar.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  ]);
  const t = r.totais;
  linhas.push([
    'TOTAL',
    r.rotas.length,
    t.mutacoes,
    t.paginas,
    t.emBranco,
    t.excepcoes,
    t.errosConsola,
    t.avisosRepetidos,
    ...variante.colunas.map((c) => c.total),
    `${t.avisos} warn lines; ${t.seccoesIndisponiveis} section fallbacks; ${t.paineisErro} error panels; ${t.limites} caps hit`,
  ]);
  const c = r.controlo;
  const partes = [
    `Shapes (${r.tamanho}): ${r.tiposMutacao.length} kinds of mutation of the real answers, ${r.endpoints.length} endpoints found by observing ${r.rotas.length} routes, ${t.paginas} pages ${variante.comoRenderizadas} (${r.paralelo} at a time, ${(r.duracaoMs / 60_000).toFixed(1)} min).`,
    '',
    tabela(cabecalho, linhas),
    '',
    `Unmutated routes (negative control): ${r.base.paginas} pages, ${r.base.falhas.length} with a failure${r.base.falhas.map((f) => `\n  ${f.rota}: ${f.visto}`).join('')}.`,
    `Positive control (the harness breaks ${c.rota} itself): blank ${c.emBranco ? 'seen' : 'NOT SEEN'}, ${c.excepcoes.length}/1 exception, ${c.errosConsola.length} console errors (a logged error, a missing script), ${c.errosTolerados}/1 tolerated (a missing image), ${c.avisosRepetidos.length}/1 repeated warning seen.`,
    ...variante.controlos,
    ...(r.porRenderizar ? [`DEADLINE: ${r.porRenderizar} planned pages were not rendered.`] : []),
    ...(r.construcao.inicio === r.construcao.fim
      ? []
      : [
          `VOID: the site was rebuilt during the run (${r.construcao.inicio} -> ${r.construcao.fim}); run again.`,
        ]),
  ];
  const falhas = r.endpoints.filter((e) => e.falhas.length > 0);
  if (falhas.length > 0) {
    partes.push(
      '',
      `Failures (${exemplosPorEndpoint} per endpoint here; all of them in the JSON):`,
    );
    for (const e of falhas) {
      for (const f of e.falhas.slice(0, exemplosPorEndpoint)) {
        partes.push(`  ${f.rota}  ${f.endpoint}  ${f.mutacao} at ${f.local}: ${f.visto}`);
      }
      if (e.falhas.length > exemplosPorEndpoint) {
        partes.push(`  … ${e.falhas.length - exemplosPorEndpoint} more for ${e.endpoint}`);
      }
    }
  }
  return partes.join('\n');
}

/** The shape fuzz through the server as the report prints it (its own columns and controls). */
export function textoFormasSsr(r: ResultadoFormasSsr): string {
  const { hidratacao, falha } = r.controlosSsr;
  const t = r.totais;
  return textoFormas(r, 3, {
    comoRenderizadas: `rendered by the server from the mutated answers, then hydrated in Chromium${
      r.passo > 1 ? ` (every ${r.passo}th page of the plan)` : ''
    }`,
    colunas: [
      { cabecalho: '5xx', valor: (e) => e.respostas5xx, total: t.respostas5xx },
      { cabecalho: 'hydration errors', valor: (e) => e.errosHidratacao, total: t.errosHidratacao },
      {
        cabecalho: 'blocks left to the browser',
        valor: (e) => e.blocosNoNavegador,
        total: t.blocosNoNavegador,
      },
    ],
    controlos: [
      `Mutated answers reached the server render on ${t.mutadasNoServidor} of ${t.paginas} pages; the renderer left ${t.blocosNoNavegador} blocks to the browser on purpose (not hydration errors) and sent ${t.blocosACarregar} loading states.`,
      `Hydration control (the server's HTML of ${hidratacao.rota} changed before the browser gets it): ${hidratacao.errosHidratacao.length} hydration errors seen (at least 1 expected).`,
      `Failure control (${falha.endpointFalhado} answering 503 on ${falha.rota}): ${falha.respostas5xx.length} 5xx seen, ${falha.blocosNoNavegador.length} blocks left to the browser, ${falha.errosHidratacao.length} hydration errors (none expected: a deliberate fallback).`,
    ],
  });
}
