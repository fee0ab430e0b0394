// `npm run inp -w bench`: responsiveness in the lab (issue I1, point 6). Builds the site federated
// (as deployed) and as one SPA from the same source (src/construir.mjs, as `npm run bench` does),
// serves both with their server renderers, and drives the key interactions (src/interaccoes.mjs)
// in Chromium at 4× CPU slowdown, each a fresh visit, federated and SPA one after the other
// (alternating which goes first), several runs; INP of each from web-vitals (src/medir-inp.mjs).
// Prints the medians side by side with their difference and ratio, and the machine's load; JSON
// in bench/results/inp.json. Exits 1 when a target is missed.
//   --runs=N       runs per interaction and variant (default INP_RUNS, 5; medians are taken)
//   --only=a,b     some interactions only (menu, faq, biblioteca, lightbox, formulario,
//                  pesquisa-abrir, pesquisa)
//   --no-build     reuse bench/.build from the previous run (of this or of `npm run bench`)
//   --preloaded    a diagnosis: the code that waits for the visitor's first tap or key is loaded
//                  beforehand (an untrusted event), so only each interaction's own work is timed
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { BENCH, RAIZ } from './caminhos.mjs';
import { construirTudo } from './construir.mjs';
import { verificarDocumento } from './documento.mjs';
import { mediana } from './estatistica.mjs';
import { interaccoesDoSite, primeiraFotografia } from './interaccoes.mjs';
import { medirInteraccao, scriptInicial } from './medir-inp.mjs';
import { lancarChromium } from './rede.mjs';
import {
  avaliarMetasInp,
  lerArgumentosInp,
  linhasInp,
  ordemDaCorrida,
  tabelaInp,
  tabelaInpMarkdown,
} from './resumo-inp.mjs';
import { servir } from './servir.mjs';

/** Lighthouse's mobile CPU slowdown. */
const LENTIDAO_CPU = 4;

const inicio = Date.now();
const registar = (mensagem) =>
  process.stderr.write(`[inp ${((Date.now() - inicio) / 1000).toFixed(0)}s] ${mensagem}\n`);
const carga = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

/**
 * The share of the last 10 s in which some task waited for a CPU (Linux pressure stall
 * information), or NaN where the kernel does not tell: how much other work took the cores.
 */
function pressaoCpu() {
  try {
    const texto = readFileSync('/proc/pressure/cpu', 'utf8');
    return Number(/^some avg10=([\d.]+)/m.exec(texto)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

async function main() {
  const { semBuild, adiantar, corridas, rotulos, variantes } = lerArgumentosInp(
    process.argv.slice(2),
    process.env,
  );
  const destino = path.join(BENCH, '.build');
  if (!semBuild) {
    registar('building the reference backend (api/dist)');
    const { construir } = await import(pathToFileURL(path.join(RAIZ, 'api', 'build.mjs')).href);
    await construir({ silencioso: true });
    await construirTudo(destino, { registar, pastas: variantes.map((v) => v.pasta) });
  }
  for (const v of variantes) {
    if (!existsSync(path.join(destino, v.pasta, 'dist', 'index.html'))) {
      throw new Error(`bench/.build/${v.pasta} is not built: run without --no-build`);
    }
  }

  const sites = [];
  try {
    for (const v of variantes) {
      registar(`serving ${v.nome} on port ${v.porta}`);
      sites.push({
        ...v,
        ...(await servir(path.join(destino, v.pasta, 'dist'), v.porta, { ssr: true })),
      });
    }
    const fotografia = await primeiraFotografia(sites[0].url);
    const interaccoes = interaccoesDoSite({ fotografia }).filter(
      (i) => !rotulos || rotulos.includes(i.rotulo),
    );
    // Each page answers server-rendered (and is then kept in the renderer's cache, so that every
    // measured visit is answered alike); a renderer that failed stops the run.
    for (const caminho of new Set(interaccoes.map((i) => i.caminho))) {
      for (const site of sites) await verificarDocumento(site.url + caminho, true);
    }

    const script = scriptInicial();
    const cargaAntes = carga();
    const medidas = [];
    const browser = await lancarChromium();
    try {
      for (let corrida = 0; corrida < corridas; corrida++) {
        const ordem = ordemDaCorrida(
          corrida,
          interaccoes.map((i) => i.rotulo),
          sites.map((s) => s.nome),
        );
        for (const { rotulo, variante } of ordem) {
          const interaccao = interaccoes.find((i) => i.rotulo === rotulo);
          const site = sites.find((s) => s.nome === variante);
          const cargaMinuto = os.loadavg()[0];
          const pressao = pressaoCpu();
          try {
            const m = await medirInteraccao(browser, site.url + interaccao.caminho, interaccao, {
              lentidao: LENTIDAO_CPU,
              script,
              adiantar,
            });
            medidas.push({
              rotulo,
              variante,
              corrida: corrida + 1,
              carga: cargaMinuto,
              pressao,
              ...m,
            });
            const r = m.relatorio;
            registar(
              `${corrida + 1}/${corridas} ${rotulo} ${variante}: INP ${Math.round(m.inp)} ms` +
                ` (${r?.atrasoEntrada ?? '—'} / ${r?.processamento ?? '—'} / ${r?.apresentacao ?? '—'}` +
                ` ${r?.alvo ?? ''}) CPU index ${m.indiceCpu} load ${cargaMinuto.toFixed(2)} PSI ${pressao}%${m.assentada ? '' : ' NOT SETTLED'}` +
                `${m.erros.length ? ` errors: ${m.erros.join(' | ')}` : ''}`,
            );
          } catch (erro) {
            const texto = erro instanceof Error ? erro.message.split('\n')[0] : String(erro);
            medidas.push({
              rotulo,
              variante,
              corrida: corrida + 1,
              carga: cargaMinuto,
              pressao,
              inp: Number.NaN,
              erro: texto,
            });
            registar(`${corrida + 1}/${corridas} ${rotulo} ${variante}: FAILED ${texto}`);
          }
        }
      }
    } finally {
      await browser.close().catch(() => {});
    }
    const cargaDepois = carga();

    const linhas = linhasInp(interaccoes, medidas);
    const metas = avaliarMetasInp(linhas);
    const segundos = Math.round((Date.now() - inicio) / 1000);
    const cargas = medidas.map((m) => m.carga);
    const pressoes = medidas.map((m) => m.pressao).filter(Number.isFinite);
    const resumoCarga = {
      antes: cargaAntes,
      depois: cargaDepois,
      durante: {
        minima: Math.min(...cargas),
        mediana: mediana(cargas),
        maxima: Math.max(...cargas),
      },
      nucleos: os.cpus().length,
      pressao: pressoes.length
        ? {
            minima: Math.min(...pressoes),
            mediana: mediana(pressoes),
            maxima: Math.max(...pressoes),
          }
        : null,
    };

    process.stdout.write(`\n${tabelaInp(linhas)}\n\n`);
    process.stdout.write(
      `INP (web-vitals ${LENTIDAO_CPU}× CPU, 412 × 823), median of ${corridas} runs per interaction and variant; ` +
        `delay / proc. / pres. = web-vitals' input delay, processing and presentation delay (medians); ` +
        `CPU index = Lighthouse's benchmarkIndex test in the page at the slowdown before each visit (median).\n`,
    );
    for (const l of linhas) {
      const s = l.federado.scriptMaisLongo;
      process.stdout.write(
        `  ${l.rotulo}: federated INP on ${l.federado.alvo ?? '—'}` +
          (s
            ? `; longest script ${s.duracao} ms in ${s.parte} (${s.tipoInvocador} ${s.invocador} ${s.fonte ? path.basename(s.fonte) : ''} ${s.funcao ?? ''})`
            : '') +
          (l.federado.naoAssentadas + l.spa.naoAssentadas
            ? `; ${l.federado.naoAssentadas + l.spa.naoAssentadas} runs not settled`
            : '') +
          '\n',
      );
    }
    const falhas = medidas.filter((m) => m.erro);
    for (const f of falhas)
      process.stdout.write(`  failed: ${f.rotulo} ${f.variante} run ${f.corrida}: ${f.erro}\n`);
    process.stdout.write(
      `Load average (1/5/15 min) before ${cargaAntes.join(' / ')}, after ${cargaDepois.join(' / ')}; ` +
        `1-min during the runs ${resumoCarga.durante.minima.toFixed(2)}–${resumoCarga.durante.maxima.toFixed(2)} ` +
        `(median ${resumoCarga.durante.mediana.toFixed(2)}) on ${resumoCarga.nucleos} cores` +
        (resumoCarga.pressao
          ? `; CPU pressure (PSI some avg10) ${resumoCarga.pressao.minima}–${resumoCarga.pressao.maxima} % ` +
            `(median ${resumoCarga.pressao.mediana} %)`
          : '') +
        `; took ${segundos} s\n`,
    );
    if (adiantar) {
      process.stdout.write(
        'Preloaded (--preloaded): the code waiting for the first interaction was loaded before each measured input.\n',
      );
    }
    process.stdout.write('\nTargets (issue I1, point 6):\n');
    const ESTADO = { true: 'met    ', false: 'NOT MET', null: 'n/a    ' };
    for (const meta of metas) {
      process.stdout.write(`  ${ESTADO[meta.cumprida]}  ${meta.descricao}\n`);
      for (const detalhe of meta.detalhes) process.stdout.write(`             ${detalhe}\n`);
    }
    process.stdout.write(`\nMarkdown:\n\n${tabelaInpMarkdown(linhas)}\n`);

    const pasta = path.join(BENCH, 'results');
    const ficheiro = path.join(pasta, adiantar ? 'inp-preloaded.json' : 'inp.json');
    await mkdir(pasta, { recursive: true });
    const resultado = {
      quando: new Date().toISOString(),
      corridas,
      lentidaoCpu: LENTIDAO_CPU,
      adiantar,
      segundos,
      carga: resumoCarga,
      linhas,
      metas,
      medidas,
    };
    await writeFile(ficheiro, `${JSON.stringify(resultado, null, 2)}\n`);
    process.stdout.write(`Results: ${path.relative(RAIZ, ficheiro)}\n`);
    if (metas.some((m) => m.cumprida !== true)) process.exitCode = 1;
  } finally {
    for (const site of sites) await site.parar();
  }
}

main().catch((erro) => {
  process.stderr.write(`${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
  process.exit(1);
});
