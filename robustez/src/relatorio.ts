import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { auditarDependencias, type ResultadoAuditoria } from './auditoria';
import { executarCarga, type ResultadoCarga } from './carga/carga';
import {
  executarCustoObservabilidade,
  META_CUSTO_OBSERVABILIDADE,
  type ResultadoCustoObservabilidade,
} from './carga/custo-observabilidade';
import { nginxLocal } from './carga/gateway-local';
import { executarMultidao, type ResultadoMultidao } from './carga/multidao';
import { executarCargaPaginas, type ResultadoCargaPaginas } from './carga/paginas';
import { linhasMultidao, problemasMultidao, textoMultidao } from './carga/relatorio-multidao';
import { escreverResultado } from './comum/resultados';
import {
  arrancarServidor,
  pastaDados,
  portaLivre,
  RAIZ,
  SCRIPT_SITE,
  verificarConstrucao,
} from './comum/servidor';
import { formasSsrSemFalhas, type ResultadoFormasSsr } from './formas/contagem-ssr';
import { executarFormas, formasSemFalhas, type ResultadoFormas } from './formas/executar-formas';
import { executarFormasSsr } from './formas/executar-formas-ssr';
import { TAMANHOS, type Tamanho } from './formas/plano';
import { textoFormas, textoFormasSsr } from './formas/relatorio-formas';
import {
  executarImagens,
  problemasImagens,
  type ResultadoImagens,
} from './imagens/executar-imagens';
import {
  executarReimplantacoes,
  METAS_REIMPLANTACOES,
  type ResultadoReimplantacoes,
} from './ssr/reimplantacoes';
import { executarSubmissoesHostis, type ResultadoSubmissoes } from './submissoes/executar';
import { executarXss, type ResultadoXss } from './xss/executar-xss';

/**
 * `npm run report -w robustez`: every robustness figure at full size, as one table, plus JSON in
 * robustez/results/. Options:
 * `--partes=xss,formas,formas-ssr,submissoes,carga,paginas,multidao,reimplantacoes,observabilidade,imagens,falhas,auditoria`
 * (default all), `--total=2000 --clientes=50` (load), `--formas=completo|exaustivo|ci` (shape fuzz
 * size), `--formas-ssr=completo|exaustivo|ci` (its size through the server renderer),
 * `--formas-ssr-rotas=/galeria,/eventos` (only those routes' pages of that plan).
 * Exits 1 when any figure is not zero.
 */

type Celula = string | number;
interface Linha {
  superficie: string;
  tentados: Celula;
  executados: Celula;
  falhas: Celula;
  perdidos: Celula;
  duplicados: Celula;
  tempo: string;
  notas: string;
}

interface ResultadoFalhas {
  testes: {
    titulo: string;
    estado: string;
    verificacoes: number;
    duracaoMs: number;
    erro?: string;
  }[];
  duracaoMs: number;
}

const argumentos = new Map(
  process.argv.slice(2).map((arg) => {
    const [nome, valor = ''] = arg.replace(/^--/, '').split('=');
    return [nome!, valor] as const;
  }),
);
const partes = new Set(
  (
    argumentos.get('partes') ||
    'xss,formas,formas-ssr,submissoes,carga,paginas,multidao,reimplantacoes,observabilidade,imagens,falhas,auditoria'
  ).split(','),
);
const TAMANHO_FORMAS = (argumentos.get('formas') || 'completo') as Tamanho;
const TAMANHO_FORMAS_SSR = (argumentos.get('formas-ssr') || 'completo') as Tamanho;
for (const [opcao, tamanho] of [
  ['formas', TAMANHO_FORMAS],
  ['formas-ssr', TAMANHO_FORMAS_SSR],
] as const) {
  if (!TAMANHOS.includes(tamanho)) {
    throw new Error(`--${opcao} must be one of ${TAMANHOS.join(', ')}`);
  }
}
const TOTAL = Number(argumentos.get('total') || 2000);
const CLIENTES = Number(argumentos.get('clientes') || 50);
const BODY_LIMIT = 65_536;

const segundos = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (texto: string) => process.stderr.write(`[robustez] ${texto}\n`);

async function submissoes(): Promise<ResultadoSubmissoes> {
  const dados = pastaDados();
  const servidor = await arrancarServidor({
    script: SCRIPT_SITE,
    porta: await portaLivre(),
    dataDir: dados.pasta,
    env: { RATE_LIMIT_MAX: '1000000', BODY_LIMIT: String(BODY_LIMIT) },
  });
  try {
    return await executarSubmissoesHostis({
      url: servidor.url,
      dataDir: dados.pasta,
      bodyLimit: BODY_LIMIT,
    });
  } finally {
    await servidor.matar();
    dados.remover();
  }
}

async function carga(matar: boolean): Promise<ResultadoCarga> {
  const dados = pastaDados();
  try {
    return await executarCarga({
      porta: await portaLivre(),
      dataDir: dados.pasta,
      total: TOTAL,
      clientes: CLIENTES,
      ...(matar ? { matarAos: 0.4, reenviarConfirmados: true } : {}),
    });
  } finally {
    dados.remover();
  }
}

interface SuitePlaywright {
  suites?: SuitePlaywright[];
  specs?: {
    title: string;
    tests: {
      annotations?: { type: string; description?: string }[];
      results: {
        status: string;
        duration: number;
        error?: { message?: string };
        annotations?: { type: string; description?: string }[];
      }[];
    }[];
  }[];
}

/** The browser suite's robustness spec (e2e/testes/robustez.spec.ts) on its own server and port. */
async function falhas(): Promise<ResultadoFalhas> {
  const inicio = Date.now();
  const dados = pastaDados('robustez-e2e-');
  const porta = await portaLivre();
  const saida = await new Promise<string>((resolver) => {
    const filho = spawn(
      'npx',
      ['playwright', 'test', 'testes/robustez.spec.ts', '--reporter=json'],
      {
        cwd: join(RAIZ, 'e2e'),
        env: { ...process.env, E2E_PORT: String(porta), E2E_DATA_DIR: dados.pasta },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let texto = '';
    filho.stdout.on('data', (parte: Buffer) => (texto += parte.toString()));
    filho.on('close', () => resolver(texto));
  });
  dados.remover();
  const testes: ResultadoFalhas['testes'] = [];
  const percorrer = (suite: SuitePlaywright, prefixo: string) => {
    for (const spec of suite.specs ?? []) {
      for (const teste of spec.tests) {
        const resultado = teste.results.at(-1);
        const anotacoes = [...(teste.annotations ?? []), ...(resultado?.annotations ?? [])];
        testes.push({
          titulo: `${prefixo}${spec.title}`,
          estado: resultado?.status ?? 'não correu',
          verificacoes: Number(anotacoes.find((a) => a.type === 'verificacoes')?.description ?? 0),
          duracaoMs: resultado?.duration ?? 0,
          ...(resultado?.error?.message ? { erro: resultado.error.message.slice(0, 500) } : {}),
        });
      }
    }
    for (const filha of suite.suites ?? []) percorrer(filha, prefixo);
  };
  try {
    const relatorio = JSON.parse(saida) as SuitePlaywright;
    percorrer(relatorio, '');
  } catch {
    testes.push({
      titulo: 'e2e/testes/robustez.spec.ts',
      estado: 'sem relatório',
      verificacoes: 0,
      duracaoMs: 0,
      erro: saida.slice(0, 500),
    });
  }
  return { testes, duracaoMs: Date.now() - inicio };
}

function linhasXss(xss: ResultadoXss): Linha[] {
  return xss.paginas.map((p) => ({
    superficie: `XSS ${p.caminho} (${p.csp ? 'CSP on' : 'CSP off'})`,
    tentados: p.vectoresEntregues,
    executados: p.execucoes.length + p.dialogos,
    falhas: p.renderizou ? 0 : 1,
    perdidos: '-',
    duplicados: '-',
    tempo: segundos(p.duracaoMs),
    notas: `DOM: ${p.urlsPerigosas} dangerous URLs, ${p.atributosOn} on*, ${p.elementosActivos} active elements${
      p.navegacoes.length ? `, navigated to ${p.navegacoes.join(' ')}` : ''
    }${p.dataImagemToleradas ? `; ${p.dataImagemToleradas} data:image in img (tolerated)` : ''}${
      p.marcadores ? `; ${p.marcadores} isolated vectors shown` : ''
    }`,
  }));
}

function linhasFormas(r: ResultadoFormas): Linha[] {
  return r.endpoints.map((e) => ({
    superficie: `shapes ${e.endpoint}`,
    tentados: e.paginas,
    executados: '-',
    falhas: e.emBranco + e.excepcoes + e.errosConsola + e.avisosRepetidos,
    perdidos: '-',
    duplicados: '-',
    tempo: segundos(e.duracaoMs / r.paralelo),
    notas: `${e.mutacoes} mutations on ${e.rotas.length} routes: ${e.emBranco} blank, ${e.excepcoes} uncaught exceptions, ${e.errosConsola} console errors, ${e.avisosRepetidos} repeated warnings`,
  }));
}

function linhasFormasSsr(r: ResultadoFormasSsr): Linha[] {
  return r.endpoints.map((e) => ({
    superficie: `shapes via SSR ${e.endpoint}`,
    tentados: e.paginas,
    executados: '-',
    falhas:
      e.emBranco +
      e.excepcoes +
      e.errosConsola +
      e.avisosRepetidos +
      e.respostas5xx +
      e.errosHidratacao,
    perdidos: '-',
    duplicados: '-',
    tempo: segundos(e.duracaoMs / r.paralelo),
    notas: `${e.mutacoes} mutations on ${e.rotas.length} routes, rendered by the server then hydrated: ${e.respostas5xx} 5xx, ${e.emBranco} blank, ${e.errosHidratacao} hydration errors, ${e.excepcoes} uncaught exceptions, ${e.errosConsola} console errors, ${e.avisosRepetidos} repeated warnings; ${e.blocosNoNavegador} blocks left to the browser on purpose`,
  }));
}

function linhasSubmissoes(r: ResultadoSubmissoes): Linha[] {
  return r.pontos.map((p) => ({
    superficie: p.ponto,
    tentados: p.tentados,
    executados: '-',
    falhas: p.respostas5xx + p.errosRede + (r.processoVivo ? 0 : 1),
    perdidos: p.perdidos,
    duplicados: p.duplicados,
    tempo: segundos(r.duracaoMs / r.pontos.length),
    notas: `${p.recusadosBem} refused (4xx, Portuguese), ${p.aceitesBem} legitimate texts stored as typed, ${p.linhasIndevidas} rows from refused requests, ${p.problemas.length} wrong answers; schema ${r.esquemaIntacto ? 'intact' : 'CHANGED'}`,
  }));
}

function linhaCarga(nome: string, c: ResultadoCarga): Linha {
  return {
    superficie: nome,
    tentados: c.enviados,
    executados: '-',
    falhas: c.respostas5xx,
    perdidos: c.perdidos + c.idsDiferentes,
    duplicados: c.duplicados,
    tempo: segundos(c.duracaoMs),
    notas: `${c.confirmados}/${c.enviados} acknowledged, ${c.semConfirmacao} gave up, ${c.tentativas} attempts (${c.errosRede} network errors), ${c.pedidosPorSegundo} req/s${
      c.mortes
        ? `; SIGKILL after ${c.confirmadosAntesDaMorte} acks, restarted on the same DATA_DIR; ${c.repostasAposMorte} stored-before-kill replayed; ${c.reenvios} re-sent after restart, ${c.reenviosComOutroId} answered another id`
        : ''
    }${c.respostasInesperadas.length ? `; ${c.respostasInesperadas.length} unexpected answers` : ''}`,
  };
}

function linhaPaginas(nome: string, p: ResultadoCargaPaginas): Linha {
  const porCache = Object.entries(p.porCache)
    .map(([origem, quantos]) => `${origem} ${quantos}`)
    .join(', ');
  return {
    superficie: nome,
    tentados: p.pedidos,
    executados: '-',
    falhas: p.respostas5xx + p.errosRede + p.estadosInesperados,
    perdidos: '-',
    duplicados: '-',
    tempo: segundos(p.duracaoMs),
    notas: `server-rendered pages: ${p.paginasPorSegundo} pages/s, p95 ${p.latenciaP95Ms} ms; cache hit ratio ${(p.taxaAcertos * 100).toFixed(1)} % (${porCache})`,
  };
}

function linhaObservabilidade(r: ResultadoCustoObservabilidade): Linha {
  const { novas, guardadas } = r.mediana;
  const cumpre = Math.min(r.razao.novas, r.razao.guardadas) >= META_CUSTO_OBSERVABILIDADE;
  return {
    superficie: 'the renderer: metrics and tracing on / off',
    tentados: r.rondas,
    executados: '-',
    falhas: r.falhas,
    perdidos: '-',
    duplicados: '-',
    tempo: segundos(r.duracaoMs),
    notas: `medians of ${r.rondas} alternating rounds: new pages ${novas.ligado}/s on, ${novas.desligado}/s off (${r.razao.novas}x); kept pages ${guardadas.ligado}/s on, ${guardadas.desligado}/s off (${r.razao.guardadas}x); target >= ${META_CUSTO_OBSERVABILIDADE}x: ${cumpre ? 'met' : 'missed'}`,
  };
}

function linhaReimplantacoes(r: ResultadoReimplantacoes): Linha {
  const heap = (versao: number) => r.medicoes.find((m) => m.versao === versao)?.heapMb ?? '-';
  const erros = r.respostas5xx + r.errosRede + r.estadosInesperados;
  const plana = r.crescimentoMb <= METAS_REIMPLANTACOES.crescimentoMb;
  const esperas = r.medicoes.slice(1).map((m) => m.esperaMs);
  return {
    superficie: `redeploys: ${r.reimplantacoes} server builds of one remote`,
    tentados: r.reimplantacoes,
    executados: '-',
    falhas: erros > 0 ? erros : plana ? 0 : 'LEAK',
    perdidos: '-',
    duplicados: '-',
    tempo: segundos(r.duracaoMs),
    notas: `renderer heap after gc: ${heap(0)} MB at start, ${heap(10)} MB after 10, ${heap(r.reimplantacoes)} MB after ${r.reimplantacoes} (${r.crescimentoMb >= 0 ? '+' : ''}${r.crescimentoMb} MB, ${r.crescimentoPct} %; flat = at most +${METAS_REIMPLANTACOES.crescimentoMb} MB); each build served ${Math.max(...esperas)} ms at most after publishing; ${r.pedidos} page requests meanwhile`,
  };
}

function linhasImagens(r: ResultadoImagens): Linha[] {
  const { recusas, latencia, rajada } = r;
  return [
    {
      superficie: 'pictures: refused requests',
      tentados: recusas.casos,
      executados: '-',
      falhas: recusas.respostas5xxInesperadas + (r.vivo ? 0 : 1),
      perdidos: '-',
      duplicados: '-',
      tempo: '-',
      notas: `${recusas.certos}/${recusas.casos} answered as expected (403 origin/address/redirect, 400 width, 413 size, 415 not a picture or active SVG, 404/502 upstream), ${recusas.semMensagemPortuguesa} without a Portuguese text${recusas.errados.length ? `; wrong: ${recusas.errados.join('; ')}` : ''}`,
    },
    {
      superficie: 'pictures: latency',
      tentados: latencia.novas + 201,
      executados: '-',
      falhas: 0,
      perdidos: '-',
      duplicados: '-',
      tempo: '-',
      notas: `cached variant p95 ${latencia.cacheP95Ms} ms (max ${latencia.cacheMaxMs}); first variant of a ${(latencia.originalBytes / 1024 / 1024).toFixed(1)} MB original ${latencia.primeiraMs} ms; ${latencia.novas} other widths/formats p95 ${latencia.novaP95Ms} ms (max ${latencia.novaMaxMs})`,
    },
    {
      superficie: `pictures: burst ${rajada.pedidos} requests / ${rajada.variantes} new variants`,
      tentados: rajada.pedidos,
      executados: '-',
      falhas: rajada.respostas5xx + rajada.errosRede,
      perdidos: '-',
      duplicados: '-',
      tempo: segundos(rajada.duracaoMs),
      notas: `page renders p95 ${rajada.renderP95AntesMs} ms before, ${rajada.renderP95DuranteMs} ms during; RSS ${rajada.memoriaAntesMb} MB before, ${rajada.memoriaDepoisMb} MB 10 s after`,
    },
  ];
}

function linhasFalhas(f: ResultadoFalhas): Linha[] {
  return f.testes.map((t) => {
    const falhou = t.estado !== 'passed';
    const formulario = /^(newsletter|contacto):/.test(t.titulo);
    return {
      superficie: `failing parts: ${t.titulo.slice(0, 60)}`,
      tentados: t.verificacoes,
      executados: '-',
      falhas: falhou && !formulario ? 'FAIL' : 0,
      perdidos: falhou && formulario ? 'FAIL' : formulario ? 0 : '-',
      duplicados: falhou && formulario ? 'FAIL' : formulario ? 0 : '-',
      tempo: segundos(t.duracaoMs),
      notas: falhou ? `${t.estado}: ${t.erro ?? ''}`.replace(/\s+/g, ' ').slice(0, 160) : 'passed',
    };
  });
}

function tabela(linhas: Linha[]): string {
  const cabecalho: Linha = {
    superficie: 'surface',
    tentados: 'inputs tried',
    executados: 'executed',
    falhas: 'crashed (5xx/died)',
    perdidos: 'lost',
    duplicados: 'duplicated',
    tempo: 'time',
    notas: 'notes',
  };
  const colunas = Object.keys(cabecalho) as (keyof Linha)[];
  const larguras = colunas.map((c) =>
    Math.max(...[cabecalho, ...linhas].map((l) => String(l[c]).length)),
  );
  const formatar = (l: Linha) =>
    colunas
      .map((c, i) => (c === 'notas' ? String(l[c]) : String(l[c]).padEnd(larguras[i]!)))
      .join(' | ');
  const separador = colunas.map((c, i) => '-'.repeat(c === 'notas' ? 5 : larguras[i]!)).join('-|-');
  return [formatar(cabecalho), separador, ...linhas.map(formatar)].join('\n');
}

const naoZero = (valor: Celula) => valor !== 0 && valor !== '-';

async function principal(): Promise<void> {
  const inicio = Date.now();
  verificarConstrucao({
    site: partes.has('xss') || partes.has('formas') || partes.has('formas-ssr'),
  });
  const resultados: {
    xss?: ResultadoXss;
    formas?: ResultadoFormas;
    formasSsr?: ResultadoFormasSsr;
    submissoes?: ResultadoSubmissoes;
    carga?: ResultadoCarga;
    cargaSigkill?: ResultadoCarga;
    paginas?: ResultadoCargaPaginas;
    multidao?: ResultadoMultidao;
    reimplantacoes?: ResultadoReimplantacoes;
    observabilidade?: ResultadoCustoObservabilidade;
    imagens?: ResultadoImagens;
    falhas?: ResultadoFalhas;
    auditoria?: ResultadoAuditoria;
  } = {};
  const linhas: Linha[] = [];

  if (partes.has('xss')) {
    log('XSS corpus in every CMS field, every page, Chromium with and without CSP…');
    resultados.xss = await executarXss({ completo: true });
    linhas.push(...linhasXss(resultados.xss));
  }
  if (partes.has('formas')) {
    log(`CMS answers of unexpected shapes, every endpoint, Chromium (${TAMANHO_FORMAS})…`);
    resultados.formas = await executarFormas({ tamanho: TAMANHO_FORMAS, log });
    linhas.push(...linhasFormas(resultados.formas));
  }
  if (partes.has('formas-ssr')) {
    log(
      `CMS answers of unexpected shapes through the server renderer, then hydrated (${TAMANHO_FORMAS_SSR})…`,
    );
    resultados.formasSsr = await executarFormasSsr({
      tamanho: TAMANHO_FORMAS_SSR,
      rotas: argumentos.get('formas-ssr-rotas')?.split(',').filter(Boolean),
      log,
    });
    linhas.push(...linhasFormasSsr(resultados.formasSsr));
  }
  if (partes.has('submissoes')) {
    log('hostile and malformed submissions to the four endpoints…');
    resultados.submissoes = await submissoes();
    linhas.push(...linhasSubmissoes(resultados.submissoes));
  }
  if (partes.has('carga')) {
    log(`load: ${TOTAL} submissions over ${CLIENTES} clients…`);
    resultados.carga = await carga(false);
    linhas.push(linhaCarga(`load ${TOTAL} / ${CLIENTES} clients`, resultados.carga));
    log('load with SIGKILL of the backend at 40 % and a restart…');
    resultados.cargaSigkill = await carga(true);
    linhas.push(linhaCarga(`load ${TOTAL} / ${CLIENTES} + SIGKILL`, resultados.cargaSigkill));
  }
  if (partes.has('paginas')) {
    log(`pages: ${TOTAL} page requests over ${CLIENTES} clients, server rendering and its cache…`);
    resultados.paginas = await executarCargaPaginas({ total: TOTAL, clientes: CLIENTES });
    linhas.push(linhaPaginas(`pages ${TOTAL} / ${CLIENTES} clients`, resultados.paginas));
  }
  if (partes.has('multidao')) {
    log('crowds: the renderer alone, 2 × 20 000 distinct addresses over 64 clients, then sizing…');
    resultados.multidao = await executarMultidao({
      enderecos: 20_000,
      distintasCada: 10,
      rajadas: 2,
      clientesRajada: 64,
      clientes: [16, 64],
      pedidosFigura: 1500,
      nginx: nginxLocal(),
    });
    linhas.push(...linhasMultidao(resultados.multidao, segundos));
  }
  if (partes.has('reimplantacoes')) {
    log(
      `redeploys: ${METAS_REIMPLANTACOES.reimplantacoes} server builds of the events remote under load…`,
    );
    resultados.reimplantacoes = await executarReimplantacoes();
    linhas.push(linhaReimplantacoes(resultados.reimplantacoes));
  }
  if (partes.has('observabilidade')) {
    log('the renderer with metrics and tracing on against both off, alternating rounds…');
    resultados.observabilidade = await executarCustoObservabilidade({ log });
    linhas.push(linhaObservabilidade(resultados.observabilidade));
  }
  if (partes.has('imagens')) {
    log('pictures: refusals, latency and a burst of new variants on the minimal CMS’s photos…');
    resultados.imagens = await executarImagens('completo');
    linhas.push(...linhasImagens(resultados.imagens));
  }
  if (partes.has('falhas')) {
    log('failing parts in the browser (e2e/testes/robustez.spec.ts)…');
    resultados.falhas = await falhas();
    linhas.push(...linhasFalhas(resultados.falhas));
  }
  if (partes.has('auditoria')) {
    log('npm audit --omit=dev…');
    resultados.auditoria = await auditarDependencias();
  }

  const duracaoMs = Date.now() - inicio;
  const totais: Linha = {
    superficie: 'TOTAL',
    tentados: linhas.reduce((s, l) => s + (typeof l.tentados === 'number' ? l.tentados : 0), 0),
    executados: linhas.reduce(
      (s, l) => s + (typeof l.executados === 'number' ? l.executados : 0),
      0,
    ),
    falhas: linhas.filter((l) => naoZero(l.falhas)).length,
    perdidos: linhas.filter((l) => naoZero(l.perdidos)).length,
    duplicados: linhas.filter((l) => naoZero(l.duplicados)).length,
    tempo: segundos(duracaoMs),
    notas: 'crashed/lost/duplicated: rows with a non-zero figure',
  };
  const problemasDom = (resultados.xss?.paginas ?? []).filter(
    (p) => p.urlsPerigosas + p.atributosOn + p.elementosActivos + p.navegacoes.length > 0,
  ).length;
  const subm = resultados.submissoes;
  const problemasSubmissoes = subm
    ? subm.pontos.reduce((s, p) => s + p.problemas.length + p.linhasIndevidas, 0) +
      (subm.esquemaIntacto ? 0 : 1)
    : 0;
  const cargas = [resultados.carga, resultados.cargaSigkill].filter((c): c is ResultadoCarga =>
    Boolean(c),
  );
  const problemasCarga = cargas.reduce(
    (s, c) => s + c.semConfirmacao + c.respostasInesperadas.length + c.reenviosComOutroId,
    0,
  );
  const auditoria = resultados.auditoria;
  const auditoriaFalhou = Boolean(
    auditoria?.verificado &&
    (auditoria.vulnerabilidades!.high > 0 || auditoria.vulnerabilidades!.critical > 0),
  );
  const controloFalhou = resultados.xss
    ? !resultados.xss.controlo.some((p) => !p.csp && p.execucoes.length === 2 && p.dialogos === 1)
    : false;

  process.stdout.write(`\n${tabela([...linhas, totais])}\n\n`);
  if (resultados.xss) {
    const semCsp = resultados.xss.controlo.find((p) => !p.csp);
    const comCsp = resultados.xss.controlo.find((p) => p.csp);
    process.stdout.write(
      `XSS: ${resultados.xss.vectores} hand-written vectors; positive control (unsanitized HTML injected by the test): CSP off -> ${
        (semCsp?.execucoes.length ?? 0) + (semCsp?.dialogos ?? 0)
      } executions seen, CSP on -> ${(comCsp?.execucoes.length ?? 0) + (comCsp?.dialogos ?? 0)}. ${problemasDom} pages with dangerous DOM.\n`,
    );
  }
  if (resultados.formas) process.stdout.write(`${textoFormas(resultados.formas)}\n\n`);
  if (resultados.multidao) process.stdout.write(`${textoMultidao(resultados.multidao)}\n\n`);
  if (resultados.formasSsr) process.stdout.write(`${textoFormasSsr(resultados.formasSsr)}\n\n`);
  const problemasDasImagens = resultados.imagens ? problemasImagens(resultados.imagens) : [];
  if (resultados.imagens) {
    process.stdout.write(
      `Pictures: ${problemasDasImagens.length === 0 ? 'every figure met' : problemasDasImagens.join('; ')}.\n`,
    );
  }
  if (auditoria) {
    process.stdout.write(
      auditoria.verificado
        ? `Dependencies: ${auditoria.comando}: ${auditoria.vulnerabilidades!.critical} critical, ${auditoria.vulnerabilidades!.high} high, ${auditoria.vulnerabilidades!.moderate} moderate, ${auditoria.vulnerabilidades!.low} low (${segundos(auditoria.duracaoMs)}).\n`
        : `Dependencies: ${auditoria.comando} could not be checked here: ${auditoria.motivo}. CI runs "npm audit --omit=dev --audit-level=high".\n`,
    );
  }
  const geradoEm = new Date().toISOString();
  const json = { geradoEm, duracaoMs, tabela: [...linhas, totais], ...resultados };
  const ficheiro = escreverResultado('relatorio', json);
  escreverResultado(`relatorio-${geradoEm.replace(/[:.]/g, '-')}`, json);
  process.stdout.write(`JSON: ${ficheiro}\n`);

  const falhou =
    linhas.some(
      (l) =>
        naoZero(l.executados) || naoZero(l.falhas) || naoZero(l.perdidos) || naoZero(l.duplicados),
    ) ||
    problemasDom > 0 ||
    problemasSubmissoes > 0 ||
    problemasCarga > 0 ||
    auditoriaFalhou ||
    controloFalhou ||
    problemasDasImagens.length > 0 ||
    (resultados.multidao !== undefined && problemasMultidao(resultados.multidao).length > 0) ||
    (resultados.formas !== undefined && !formasSemFalhas(resultados.formas)) ||
    (resultados.formasSsr !== undefined && !formasSsrSemFalhas(resultados.formasSsr));
  process.exitCode = falhou ? 1 : 0;
}

principal().catch((erro: unknown) => {
  process.stderr.write(`${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
  process.exit(1);
});
