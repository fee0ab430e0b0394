// `npm run bench`: builds the site federated (as deployed) and as one SPA from the same source,
// each with its server renderer, serves three variants side by side (client-only federated,
// server-rendered federated, server-rendered SPA), measures them in Chromium and prints one table.
//   --quick             one Lighthouse run per route and variant (default: BENCH_RUNS, 3)
//   --no-build          reuse bench/.build from the previous run
//   --only=a,b          measure only these routes (labels, e.g. --only=home,faqs)
//   --variants=a,b      measure only these variants (cliente, federado, spa)
//   --no-lighthouse     network figures only (a quick check while tuning the build)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { lerArgumentos } from './argumentos.mjs';
import { BENCH, RAIZ } from './caminhos.mjs';
import { construirTudo } from './construir.mjs';
import { verificarDocumento } from './documento.mjs';
import { tabela } from './estatistica.mjs';
import { correrLighthouse } from './lighthouse.mjs';
import { avaliarMetas, linhasDaTabela, resumirVariante } from './metas.mjs';
import { lancarChromium, medirRede } from './rede.mjs';
import { rotasMedidas } from './rotas.mjs';
import { servir } from './servir.mjs';
import { RAZAO } from './variantes.mjs';

const inicio = Date.now();
const registar = (mensagem) =>
  process.stderr.write(`[bench ${((Date.now() - inicio) / 1000).toFixed(0)}s] ${mensagem}\n`);

const ESTADO_META = { true: 'met    ', false: 'NOT MET', null: 'n/a    ' };

function escreverResultado(variantes, medidas, metas, corridas) {
  const linhas = linhasDaTabela(
    medidas,
    variantes.map((v) => v.nome),
  );
  process.stdout.write(`\n${tabela(linhas, { colunas: variantes, comparar: RAZAO })}\n`);
  const erros = Object.entries(medidas).flatMap(([rotulo, m]) =>
    variantes.flatMap((v) => m[v.nome].rede.errosConsola.map((e) => `${rotulo} ${v.nome} ${e}`)),
  );
  if (erros.length) {
    process.stdout.write('\nConsole errors:\n');
    for (const erro of erros) process.stdout.write(`  ${erro}\n`);
  }
  if (metas.length) process.stdout.write('\nTargets (server-rendered federated build):\n');
  for (const meta of metas) {
    process.stdout.write(`  ${ESTADO_META[meta.cumprida]}  ${meta.descricao}\n`);
    for (const detalhe of meta.detalhes) process.stdout.write(`             ${detalhe}\n`);
  }
  const segundos = Math.round((Date.now() - inicio) / 1000);
  process.stdout.write(
    `\nLighthouse runs per route and variant: ${corridas}; took ${segundos} s\n`,
  );
  return { linhas, segundos };
}

async function main() {
  const { semBuild, corridas, rotulos, variantes } = lerArgumentos(
    process.argv.slice(2),
    process.env,
  );
  const destino = path.join(BENCH, '.build');
  const pastas = [...new Set(variantes.map((v) => v.pasta))];
  if (!semBuild) {
    registar('building the reference backend (api/dist)');
    const { construir } = await import(pathToFileURL(path.join(RAIZ, 'api', 'build.mjs')).href);
    await construir({ silencioso: true });
    await construirTudo(destino, { registar, pastas });
  }
  for (const pasta of pastas) {
    if (!existsSync(path.join(destino, pasta, 'dist', 'index.html'))) {
      throw new Error(`bench/.build/${pasta} is not built: run without --no-build`);
    }
  }

  const sites = [];
  try {
    for (const v of variantes) {
      registar(`serving ${v.nome} (${v.ssr ? 'SSR' : 'SSR=off'}) on port ${v.porta}`);
      sites.push({
        ...v,
        ...(await servir(path.join(destino, v.pasta, 'dist'), v.porta, { ssr: v.ssr })),
      });
    }
    const rotas = (await rotasMedidas(sites[0].url)).filter(
      (r) => !rotulos || rotulos.includes(r.rotulo),
    );
    const medidas = Object.fromEntries(rotas.map((r) => [r.rotulo, { caminho: r.caminho }]));

    const browser = await lancarChromium();
    try {
      for (const rota of rotas) {
        for (const site of sites) {
          registar(`network: ${site.nome} ${rota.caminho}`);
          await verificarDocumento(site.url + rota.caminho, site.ssr);
          medidas[rota.rotulo][site.nome] = {
            rede: await medirRede(browser, site.url + rota.caminho),
          };
        }
      }
    } finally {
      await browser.close().catch(() => {});
    }

    for (let corrida = 1; corrida <= corridas; corrida++) {
      for (const rota of rotas) {
        for (const site of sites) {
          registar(`lighthouse ${corrida}/${corridas}: ${site.nome} ${rota.caminho}`);
          const m = medidas[rota.rotulo][site.nome];
          (m.lighthouse ??= []).push(await correrLighthouse(site.url + rota.caminho));
        }
      }
    }
    for (const m of Object.values(medidas)) {
      for (const site of sites) m[site.nome].resumo = resumirVariante(m[site.nome]);
    }

    const metas = avaliarMetas(medidas);
    const { linhas, segundos } = escreverResultado(variantes, medidas, metas, corridas);

    const pasta = path.join(BENCH, 'results');
    await mkdir(pasta, { recursive: true });
    const carimbo = new Date().toISOString().replace(/[:.]/g, '-');
    const json = JSON.stringify(
      {
        quando: new Date().toISOString(),
        corridas,
        segundos,
        variantes: variantes.map(({ nome, titulo, ssr }) => ({ nome, titulo, ssr })),
        medidas,
        linhas,
        metas,
      },
      null,
      2,
    );
    await writeFile(path.join(pasta, `bench-${carimbo}.json`), json);
    await writeFile(path.join(pasta, 'ultimo.json'), json);
    process.stdout.write(`Results: ${path.relative(RAIZ, path.join(pasta, 'ultimo.json'))}\n`);
  } finally {
    for (const site of sites) await site.parar();
  }
}

main().catch((erro) => {
  process.stderr.write(`${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
  process.exit(1);
});
