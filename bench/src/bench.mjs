// `npm run bench`: builds the site federated (as deployed) and as one SPA from the same source,
// serves both the same way, measures them side by side in Chromium and prints one table.
//   --quick         one Lighthouse run per route and build (default: BENCH_RUNS, 3)
//   --no-build      reuse bench/.build from the previous run
//   --only=a,b      measure only these routes (labels, e.g. --only=home,eventos)
//   --no-lighthouse network figures only (a quick check while tuning the build)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { BENCH, RAIZ } from './caminhos.mjs';
import { construirAmbos } from './construir.mjs';
import { tabela } from './estatistica.mjs';
import { correrLighthouse } from './lighthouse.mjs';
import { avaliarMetas, linhasDaTabela, resumirVariante } from './metas.mjs';
import { lancarChromium, medirRede } from './rede.mjs';
import { rotasMedidas } from './rotas.mjs';
import { servir } from './servir.mjs';

const argumentos = process.argv.slice(2);
const rapido = argumentos.includes('--quick');
const semBuild = argumentos.includes('--no-build');
const semLighthouse = argumentos.includes('--no-lighthouse');
const so = argumentos
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const corridas = semLighthouse ? 0 : rapido ? 1 : Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const portaBase = Number(process.env.BENCH_PORT ?? 8291);
const inicio = Date.now();
const registar = (mensagem) =>
  process.stderr.write(`[bench ${((Date.now() - inicio) / 1000).toFixed(0)}s] ${mensagem}\n`);

async function main() {
  const destino = path.join(BENCH, '.build');
  if (!semBuild) {
    registar('building the reference backend (api/dist)');
    const { construir } = await import(pathToFileURL(path.join(RAIZ, 'api', 'build.mjs')).href);
    await construir({ silencioso: true });
    await construirAmbos(destino, { registar });
  }
  const variantes = {
    federado: await servir(path.join(destino, 'federado'), portaBase),
    spa: await servir(path.join(destino, 'spa'), portaBase + 1),
  };
  const browser = await lancarChromium();
  try {
    const rotas = (await rotasMedidas(variantes.federado.url)).filter(
      (r) => !so || so.includes(r.rotulo),
    );
    const medidas = Object.fromEntries(rotas.map((r) => [r.rotulo, { caminho: r.caminho }]));

    for (const rota of rotas) {
      for (const [nome, site] of Object.entries(variantes)) {
        registar(`network: ${nome} ${rota.caminho}`);
        medidas[rota.rotulo][nome] = { rede: await medirRede(browser, site.url + rota.caminho) };
      }
    }
    await browser.close();

    for (let corrida = 1; corrida <= corridas; corrida++) {
      for (const rota of rotas) {
        for (const [nome, site] of Object.entries(variantes)) {
          registar(`lighthouse ${corrida}/${corridas}: ${nome} ${rota.caminho}`);
          const m = medidas[rota.rotulo][nome];
          (m.lighthouse ??= []).push(await correrLighthouse(site.url + rota.caminho));
        }
      }
    }
    for (const m of Object.values(medidas)) {
      m.federado.resumo = resumirVariante(m.federado);
      m.spa.resumo = resumirVariante(m.spa);
    }

    const linhas = linhasDaTabela(medidas);
    const metas = avaliarMetas(medidas);
    process.stdout.write(`\n${tabela(linhas)}\n\nTargets (federated build):\n`);
    for (const meta of metas) {
      process.stdout.write(`  ${meta.cumprida ? 'met    ' : 'NOT MET'}  ${meta.descricao}\n`);
      for (const detalhe of meta.detalhes) process.stdout.write(`             ${detalhe}\n`);
    }
    const segundos = Math.round((Date.now() - inicio) / 1000);
    process.stdout.write(
      `\nLighthouse runs per route and build: ${corridas}; took ${segundos} s\n`,
    );

    const pasta = path.join(BENCH, 'results');
    await mkdir(pasta, { recursive: true });
    const carimbo = new Date().toISOString().replace(/[:.]/g, '-');
    const json = JSON.stringify(
      { quando: new Date().toISOString(), corridas, segundos, medidas, linhas, metas },
      null,
      2,
    );
    await writeFile(path.join(pasta, `bench-${carimbo}.json`), json);
    await writeFile(path.join(pasta, 'ultimo.json'), json);
    process.stdout.write(`Results: ${path.relative(RAIZ, path.join(pasta, 'ultimo.json'))}\n`);
  } finally {
    await browser.close().catch(() => {});
    await variantes.federado.parar();
    await variantes.spa.parar();
  }
}

main().catch((erro) => {
  process.stderr.write(`${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
  process.exit(1);
});
