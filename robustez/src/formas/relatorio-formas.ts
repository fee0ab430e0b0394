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

/**
 * The shape fuzz as the report prints it: one row per endpoint (mutations applied, pages
 * rendered, blank, uncaught exceptions, console errors, repeated warnings) and the totals, then
 * the controls and examples of failures.
 */
export function textoFormas(r: ResultadoFormas, exemplosPorEndpoint = 3): string {
  const cabecalho = [
    'endpoint',
    'routes',
    'mutations',
    'pages',
    'blank',
    'exceptions',
    'console errors',
    'repeated warns',
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
    `${t.avisos} warn lines; ${t.seccoesIndisponiveis} section fallbacks; ${t.paineisErro} error panels; ${t.limites} caps hit`,
  ]);
  const c = r.controlo;
  const partes = [
    `Shapes (${r.tamanho}): ${r.tiposMutacao.length} kinds of mutation of the real answers, ${r.endpoints.length} endpoints found by observing ${r.rotas.length} routes, ${t.paginas} pages rendered in Chromium (${r.paralelo} at a time, ${(r.duracaoMs / 60_000).toFixed(1)} min).`,
    '',
    tabela(cabecalho, linhas),
    '',
    `Unmutated routes (negative control): ${r.base.paginas} pages, ${r.base.falhas.length} with a failure${r.base.falhas.map((f) => `\n  ${f.rota}: ${f.visto}`).join('')}.`,
    `Positive control (the harness breaks ${c.rota} itself): blank ${c.emBranco ? 'seen' : 'NOT SEEN'}, ${c.excepcoes.length}/1 exception, ${c.errosConsola.length} console errors (a logged error, a missing script), ${c.errosTolerados}/1 tolerated (a missing image), ${c.avisosRepetidos.length}/1 repeated warning seen.`,
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
