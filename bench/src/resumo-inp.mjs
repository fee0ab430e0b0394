// Pure parts of `npm run inp -w bench`: its command line, the medians per interaction and
// variant, the targets of issue I1 (point 6) and the printed and Markdown tables.
import { mediana, razao } from './estatistica.mjs';
import { ROTULOS_INTERACCOES } from './interaccoes.mjs';

/** Issue I1, point 6: each key interaction's INP, and the federation's share of it. */
const METAS_INP = { inpMaximoMs: 100, acimaDoSpaMs: 20 };

/** The two variants compared: the site as deployed and the same source as one SPA. */
const VARIANTES_INP = [
  { nome: 'federado', titulo: 'federated', pasta: 'federado' },
  { nome: 'spa', titulo: 'SPA', pasta: 'spa' },
];

const OPCOES = ['--no-build', '--runs=', '--only=', '--preloaded'];

/** What to run, from the arguments and the environment (INP_RUNS, INP_PORT). */
export function lerArgumentosInp(argumentos, env = {}) {
  const desconhecido = argumentos.find(
    (a) => !OPCOES.some((o) => a === o || (o.endsWith('=') && a.startsWith(o))),
  );
  if (desconhecido) {
    throw new Error(`unknown option ${desconhecido} (options: ${OPCOES.join(' ')})`);
  }
  const textoCorridas =
    argumentos.find((a) => a.startsWith('--runs='))?.slice(7) ?? env.INP_RUNS ?? '5';
  const corridas = Number(textoCorridas);
  if (!Number.isInteger(corridas) || corridas < 1) {
    throw new Error(`--runs (or INP_RUNS) must be a whole number >= 1 (got "${textoCorridas}")`);
  }
  const porta = Number(env.INP_PORT ?? 8295);
  if (!Number.isInteger(porta) || porta < 1 || porta > 65534) {
    throw new Error(`INP_PORT must be a port number (got "${env.INP_PORT}")`);
  }
  const textoSo = argumentos.find((a) => a.startsWith('--only='))?.slice(7);
  let rotulos = null;
  if (textoSo !== undefined) {
    rotulos = textoSo.split(',').filter(Boolean);
    const desconhecidos = rotulos.filter((r) => !ROTULOS_INTERACCOES.includes(r));
    if (!rotulos.length || desconhecidos.length) {
      throw new Error(
        `--only= takes a comma list of ${ROTULOS_INTERACCOES.join(', ')} (got "${desconhecidos.join(',') || textoSo}")`,
      );
    }
  }
  return {
    semBuild: argumentos.includes('--no-build'),
    adiantar: argumentos.includes('--preloaded'),
    corridas,
    rotulos,
    variantes: VARIANTES_INP.map((v, i) => ({ ...v, porta: porta + i })),
  };
}

/**
 * The order of one run: every interaction, and for each the two variants one after the other,
 * the first of the pair alternating from one interaction (and run) to the next, so that a burst
 * of load on the machine weighs on both alike.
 */
export function ordemDaCorrida(corrida, rotulos, nomesVariantes) {
  return rotulos.flatMap((rotulo, i) => {
    const par = (corrida + i) % 2 === 0 ? nomesVariantes : [...nomesVariantes].reverse();
    return par.map((variante) => ({ rotulo, variante }));
  });
}

/** The value seen most often (the element an interaction's INP is attributed to). */
function maisFrequente(valores) {
  const contagem = new Map();
  for (const v of valores) if (v) contagem.set(v, (contagem.get(v) ?? 0) + 1);
  return [...contagem].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The median run's figures for one interaction and variant, from its measurements. */
export function resumirMedidas(medidas) {
  const validas = medidas.filter((m) => Number.isFinite(m.inp));
  const de = (campo) => mediana(validas.map((m) => m.relatorio?.[campo]));
  // The run at (or just under) the median: its longest script names the work, as a sample.
  const ordenadas = [...validas].sort((a, b) => a.inp - b.inp);
  const central = ordenadas[Math.floor((ordenadas.length - 1) / 2)];
  return {
    inp: mediana(validas.map((m) => m.inp)),
    valores: validas.map((m) => m.inp),
    corridas: validas.length,
    falhas: medidas.length - validas.length,
    atrasoEntrada: de('atrasoEntrada'),
    processamento: de('processamento'),
    apresentacao: de('apresentacao'),
    alvo: maisFrequente(validas.map((m) => m.relatorio?.alvo)),
    scriptMaisLongo: central?.relatorio?.scriptMaisLongo ?? null,
    naoAssentadas: validas.filter((m) => !m.assentada).length,
    indiceCpu: mediana(validas.map((m) => m.indiceCpu)),
  };
}

/**
 * One row per interaction: `{ rotulo, titulo, caminho, federado, spa, diferenca, razao }`, from
 * `medidas`, a list of `{ rotulo, variante, inp, relatorio, assentada }`.
 */
export function linhasInp(interaccoes, medidas) {
  return interaccoes.map(({ rotulo, titulo, caminho }) => {
    const de = (variante) =>
      resumirMedidas(medidas.filter((m) => m.rotulo === rotulo && m.variante === variante));
    const federado = de('federado');
    const spa = de('spa');
    return {
      rotulo,
      titulo,
      caminho,
      federado,
      spa,
      diferenca: federado.inp - spa.inp,
      razao: razao(federado.inp, spa.inp),
    };
  });
}

/** true/false, or null when a figure is missing. */
const testar = (valores, teste) => (valores.every(Number.isFinite) ? teste() : null);

/** Issue I1's two targets, each over every interaction, with the ones that miss it. */
export function avaliarMetasInp(linhas) {
  const meta = (descricao, resultados) => {
    if (!linhas.length || resultados.some(([, ok]) => ok === null)) {
      return {
        descricao,
        cumprida: null,
        detalhes: resultados.filter(([, ok]) => ok === null).map(([t]) => t),
      };
    }
    const detalhes = resultados.filter(([, ok]) => !ok).map(([texto]) => texto);
    return { descricao, cumprida: detalhes.length === 0, detalhes };
  };
  const ms = (v) => `${Math.round(v)} ms`;
  return [
    meta(
      `INP <= ${METAS_INP.inpMaximoMs} ms for each interaction (federated)`,
      linhas.map((l) => [
        `${l.rotulo}: ${ms(l.federado.inp)}`,
        testar([l.federado.inp], () => l.federado.inp <= METAS_INP.inpMaximoMs),
      ]),
    ),
    meta(
      `INP federated <= SPA + ${METAS_INP.acimaDoSpaMs} ms for each interaction`,
      linhas.map((l) => [
        `${l.rotulo}: ${l.diferenca >= 0 ? '+' : ''}${ms(l.diferenca)}`,
        testar([l.diferenca], () => l.diferenca <= METAS_INP.acimaDoSpaMs),
      ]),
    ),
  ];
}

const msOuTraco = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
const sinal = (v) =>
  Number.isFinite(v) ? `${v > 0 ? '+' : v < 0 ? '−' : '±'}${Math.abs(Math.round(v))} ms` : '—';
const razaoTexto = (v) => (Number.isFinite(v) ? v.toFixed(2) : '—');
const partes = (r) =>
  [r.atrasoEntrada, r.processamento, r.apresentacao]
    .map((v) => (Number.isFinite(v) ? Math.round(v) : '—'))
    .join(' / ');
const corridasTexto = (l) => `${l.federado.corridas} / ${l.spa.corridas}`;
const indiceTexto = (l) =>
  [l.federado.indiceCpu, l.spa.indiceCpu]
    .map((v) => (Number.isFinite(v) ? Math.round(v) : '—'))
    .join(' / ');

/** The cells of a row, shared by the printed and the Markdown table. */
function celulas(l) {
  return [
    l.titulo,
    l.caminho,
    msOuTraco(l.federado.inp),
    msOuTraco(l.spa.inp),
    sinal(l.diferenca),
    razaoTexto(l.razao),
    partes(l.federado),
    partes(l.spa),
    corridasTexto(l),
    indiceTexto(l),
  ];
}

const CABECALHO = [
  'interaction',
  'page',
  'INP fed',
  'INP SPA',
  'fed − SPA',
  'fed/SPA',
  'fed: delay / proc. / pres. ms',
  'SPA: delay / proc. / pres. ms',
  'runs fed / SPA',
  'CPU index fed / SPA',
];

/** The fixed-width table the command prints. */
export function tabelaInp(linhas) {
  const corpo = linhas.map(celulas);
  const larguras = CABECALHO.map((c, i) => Math.max(c.length, ...corpo.map((l) => l[i].length)));
  const linha = (cs) =>
    cs.map((c, i) => (i < 2 ? c.padEnd(larguras[i]) : c.padStart(larguras[i]))).join('  ');
  return [
    linha(CABECALHO),
    larguras.map((l) => '-'.repeat(l)).join('  '),
    ...corpo.map(linha),
  ].join('\n');
}

/** The same table in Markdown, for bench/README.md. */
export function tabelaInpMarkdown(linhas) {
  const codigo = (l) => {
    const c = celulas(l);
    c[1] = `\`${c[1]}\``;
    return c;
  };
  return [
    `| ${CABECALHO.join(' | ')} |`,
    `|${CABECALHO.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`,
    ...linhas.map((l) => `| ${codigo(l).join(' | ')} |`),
  ].join('\n');
}
