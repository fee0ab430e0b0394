// `npm run orcamento -w bench` (after `npm run build`): serves the production build as `npm start`
// does (pages rendered on the server), loads each measured route once in Chromium with an empty
// cache and fails when its first-load JavaScript exceeds its budget in bench/orcamento.json, or
// has none there. `-- --actualizar` rewrites the budget of every measured route as today's figures
// plus the headroom (after a bench run has shown the new figures are wanted).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BENCH } from './caminhos.mjs';
import { excessos, limitesDe } from './orcamento.mjs';
import { lancarChromium, medirRede } from './rede.mjs';
import { rotasMedidas } from './rotas.mjs';
import { servir } from './servir.mjs';

const FICHEIRO = path.join(BENCH, 'orcamento.json');
const PORTA = Number(process.env.ORCAMENTO_PORT ?? 8290);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each measured route's first-load JavaScript (gzip bytes), on the workspaces' own builds. */
async function medirRotas() {
  const site = await servir(undefined, PORTA, { ssr: true });
  const browser = await lancarChromium();
  try {
    const porRota = {};
    for (const { rotulo, caminho } of await rotasMedidas(site.url)) {
      const { primeira, errosConsola } = await medirRede(browser, site.url + caminho);
      if (errosConsola.length) {
        throw new Error(`${caminho}: console errors while measuring:\n${errosConsola.join('\n')}`);
      }
      porRota[rotulo] = primeira.js;
    }
    return porRota;
  } finally {
    await browser.close();
    await site.parar();
  }
}

const porRota = await medirRotas();
const orcamento = JSON.parse(readFileSync(FICHEIRO, 'utf8'));

if (process.argv.includes('--actualizar')) {
  orcamento.limites = limitesDe(porRota, orcamento.folga, orcamento.teto);
  writeFileSync(FICHEIRO, `${JSON.stringify(orcamento, null, 2)}\n`);
}

for (const [rota, bytes] of Object.entries(porRota)) {
  const limite = orcamento.limites[rota];
  process.stdout.write(
    `${rota.padEnd(12)} ${kb(bytes).padStart(9)} (${String(bytes).padStart(6)} B)  budget ${limite ? kb(limite).padStart(9) : 'none'}\n`,
  );
}
const acima = excessos(porRota, orcamento.limites);
if (acima.length) {
  for (const { rota, bytes, limite } of acima) {
    process.stderr.write(
      limite === undefined
        ? `"${rota}" is measured but has no budget in bench/orcamento.json.\n`
        : bytes === undefined
          ? `bench/orcamento.json has a budget for "${rota}", which is not measured.\n`
          : `First-load JavaScript of "${rota}" is ${kb(bytes)}, over its budget of ${kb(limite)}.\n`,
    );
  }
  process.stderr.write(
    'Find what grew (npm run bench shows the requests); if the growth is wanted or a route is\n' +
      'new, run ' +
      '"npm run orcamento -w bench -- --actualizar" and commit bench/orcamento.json.\n',
  );
  process.exit(1);
}
process.stdout.write('First-load JavaScript within budget on every route.\n');
