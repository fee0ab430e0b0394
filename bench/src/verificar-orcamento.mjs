// `npm run orcamento -w bench`: fails when a route's first-load JavaScript, computed from the
// production build (shell/dist, mfe-*/dist), exceeds its budget in bench/orcamento.json.
// `-- --actualizar` rewrites the budget as today's figures plus the headroom (after a bench run
// has shown the new figures are wanted).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BENCH, RAIZ, REMOTOS } from './caminhos.mjs';
import { excessos, lerBuild, primeiraCargaPorRota } from './orcamento.mjs';

const FICHEIRO = path.join(BENCH, 'orcamento.json');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const build = lerBuild({
  shell: path.join(RAIZ, 'shell', 'dist'),
  remotos: Object.fromEntries(REMOTOS.map((n) => [n, path.join(RAIZ, `mfe-${n}`, 'dist')])),
});
const porRota = primeiraCargaPorRota(build);
const orcamento = JSON.parse(readFileSync(FICHEIRO, 'utf8'));

if (process.argv.includes('--actualizar')) {
  orcamento.limites = Object.fromEntries(
    Object.entries(porRota).map(([rota, bytes]) => [
      rota,
      Math.ceil(bytes * (1 + orcamento.folga)),
    ]),
  );
  writeFileSync(FICHEIRO, `${JSON.stringify(orcamento, null, 2)}\n`);
}

for (const [rota, bytes] of Object.entries(porRota)) {
  const limite = orcamento.limites[rota];
  process.stdout.write(
    `${rota.padEnd(12)} ${kb(bytes).padStart(9)}  budget ${kb(limite).padStart(9)}\n`,
  );
}
const acima = excessos(porRota, orcamento.limites);
if (acima.length) {
  for (const { rota, bytes, limite } of acima) {
    process.stderr.write(
      `First-load JavaScript of "${rota}" is ${kb(bytes)}, over its budget of ${kb(limite)}.\n`,
    );
  }
  process.stderr.write(
    'Find what grew (npm run bench shows the requests); if the growth is wanted, run\n' +
      '"npm run orcamento -w bench -- --actualizar" and commit bench/orcamento.json.\n',
  );
  process.exit(1);
}
process.stdout.write('First-load JavaScript within budget on every route.\n');
