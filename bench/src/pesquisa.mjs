// `npm run pesquisa -w bench`: the site search's figures (issue #30), a benchmark and not a
// timed test. Bundles bench/pesquisa/medir-pesquisa.ts (the server's own search code) and runs
// it: the seed's index built 5 times, then 2,000 generated items queried (each query 3 times),
// timed in the index and through the whole route. Prints a table; JSON in
// bench/results/pesquisa.json. Exits 1 when a figure misses its target.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { construirParaNode } from '../../api/build.mjs';

import { BENCH } from './caminhos.mjs';

/** Issue #30's figures: a query's server time at p95, the seed's index build. */
const METAS = { consultaP95Ms: 30, indiceSementeMs: 2000 };

const pasta = path.join(BENCH, '.build', 'pesquisa');
await construirParaNode({
  raiz: pasta,
  entradas: { 'medir-pesquisa': path.join(BENCH, 'pesquisa', 'medir-pesquisa.ts') },
  extensao: '.mjs',
  silencioso: true,
});
const saida = execFileSync(process.execPath, [path.join(pasta, 'dist', 'medir-pesquisa.mjs')], {
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
});
const { semente, gerado } = JSON.parse(saida.trim().split('\n').at(-1) ?? '{}');

const ms = (valor) => `${valor.toFixed(1)} ms`;
const linhas = [
  ['índice da semente (1.ª construção)', `${semente.documentos} itens`, ms(semente.primeiraMs), `≤ ${METAS.indiceSementeMs} ms`],
  ['índice da semente (mediana de 5)', '', ms(semente.mediana), ''],
  ['2 000 itens: leitura + índice', `${gerado.itens} itens`, ms(gerado.leituraMs + gerado.indiceMs), ''],
  ['consulta no índice (p50 / p95 / máx.)', `${gerado.consultas} consultas`, `${ms(gerado.indice.mediana)} / ${ms(gerado.indice.p95)} / ${ms(gerado.indice.maximo)}`, ''],
  ['consulta pela rota (p50 / p95 / máx.)', `${gerado.consultas} consultas`, `${ms(gerado.rota.mediana)} / ${ms(gerado.rota.p95)} / ${ms(gerado.rota.maximo)}`, `p95 ≤ ${METAS.consultaP95Ms} ms`],
]; // prettier-ignore
for (const linha of linhas)
  console.log(linha.map((celula, i) => celula.padEnd([40, 18, 36][i] ?? 0)).join(''));

mkdirSync(path.join(BENCH, 'results'), { recursive: true });
writeFileSync(
  path.join(BENCH, 'results', 'pesquisa.json'),
  `${JSON.stringify({ metas: METAS, semente, gerado }, null, 2)}\n`,
);
const falhas = [
  semente.primeiraMs > METAS.indiceSementeMs && 'a construção do índice da semente',
  gerado.rota.p95 > METAS.consultaP95Ms && 'o p95 de uma consulta',
].filter(Boolean);
if (falhas.length > 0) {
  console.error(`Fora da meta: ${falhas.join(', ')}.`);
  process.exit(1);
}
