// `npm run pesquisa -w bench`: the site search's figures (issues #30 and I3), a benchmark and not
// a timed test. Bundles bench/pesquisa/medir-pesquisa.ts (the server's own search code) and runs
// it: the seed's index built 5 times and measured on the relevance set, then 5,000 generated items
// indexed (the index's memory) and queried (each query 3 times, with a filter and a second page,
// and as suggestions), timed in the index and through the whole route. Prints a table; JSON in
// bench/results/pesquisa.json. Exits 1 when a figure misses its target.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { construirParaNode } from '../../api/build.mjs';

import { BENCH } from './caminhos.mjs';

/** Issues #30 and I3: a query's server time at p95, the seed's index build, its relevance. */
const METAS = { consultaP95Ms: 30, indiceSementeMs: 2000, sucessoA3: 0.95, mrr: 0.85 };

const pasta = path.join(BENCH, '.build', 'pesquisa');
await construirParaNode({
  raiz: pasta,
  entradas: { 'medir-pesquisa': path.join(BENCH, 'pesquisa', 'medir-pesquisa.ts') },
  extensao: '.mjs',
  silencioso: true,
});
const saida = execFileSync(
  process.execPath,
  ['--expose-gc', path.join(pasta, 'dist', 'medir-pesquisa.mjs')],
  {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  },
);
const { semente, gerado } = JSON.parse(saida.trim().split('\n').at(-1) ?? '{}');

const ms = (valor) => `${valor.toFixed(1)} ms`;
const tempos = (r) => `${ms(r.mediana)} / ${ms(r.p95)} / ${ms(r.maximo)}`;
const { relevancia } = semente;
const linhas = [
  ['relevância da semente: sucesso@3', `${relevancia.consultas} consultas`, relevancia.sucessoA3.toFixed(3), `≥ ${METAS.sucessoA3}`],
  ['relevância da semente: MRR', '', relevancia.mrr.toFixed(3), `≥ ${METAS.mrr}`],
  ['índice da semente (1.ª construção)', `${semente.documentos} itens`, ms(semente.primeiraMs), `≤ ${METAS.indiceSementeMs} ms`],
  ['índice da semente (mediana de 5)', '', ms(semente.mediana), ''],
  ['5 000 itens: leitura + índice', `${gerado.itens} itens`, ms(gerado.leituraMs + gerado.indiceMs), ''],
  ['5 000 itens: memória do índice', '', `${gerado.memoriaIndiceMb.toFixed(1)} MB`, ''],
  ['consulta no índice (p50 / p95 / máx.)', `${gerado.consultas} consultas`, tempos(gerado.indice), ''],
  ['consulta pela rota (p50 / p95 / máx.)', `${gerado.pedidosRota} pedidos`, tempos(gerado.rota), `p95 ≤ ${METAS.consultaP95Ms} ms`],
  ['  tempo de CPU do servidor', '', tempos(gerado.rotaCpu), ''],
  ['sugestões pela rota (p50 / p95 / máx.)', `${gerado.pedidosSugestoes} pedidos`, tempos(gerado.sugestoes), `p95 ≤ ${METAS.consultaP95Ms} ms`],
  ['  tempo de CPU do servidor', '', tempos(gerado.sugestoesCpu), ''],
  ['carga da máquina (1 min, antes / depois)', '', gerado.carga.map((c) => c.toFixed(2)).join(' / '), ''],
]; // prettier-ignore
for (const linha of linhas)
  console.log(linha.map((celula, i) => celula.padEnd([40, 18, 36][i] ?? 0)).join(''));

mkdirSync(path.join(BENCH, 'results'), { recursive: true });
writeFileSync(
  path.join(BENCH, 'results', 'pesquisa.json'),
  `${JSON.stringify({ metas: METAS, semente, gerado }, null, 2)}\n`,
);
for (const falha of relevancia.falhas) {
  console.log(`  fora dos 3 primeiros: «${falha.consulta}» (posição ${falha.posicao ?? '—'})`);
}
const falhas = [
  semente.primeiraMs > METAS.indiceSementeMs && 'a construção do índice da semente',
  gerado.rota.p95 > METAS.consultaP95Ms && 'o p95 de uma consulta',
  gerado.sugestoes.p95 > METAS.consultaP95Ms && 'o p95 de uma sugestão',
  relevancia.sucessoA3 < METAS.sucessoA3 && 'o sucesso@3',
  relevancia.mrr < METAS.mrr && 'o MRR',
].filter(Boolean);
if (falhas.length > 0) {
  console.error(`Fora da meta: ${falhas.join(', ')}.`);
  process.exit(1);
}
