// The sizing figures of the compose test (scripts/compose-test.sh; issue I4 point 2): pages per
// second of one renderer asked directly and of the two replicas behind the gateway and its page
// cache, for pages of their own (a new search each: a render every time) and for kept pages.
// The two sides are measured in alternating rounds in one run, and each figure is the median of
// its rounds, so that what else the machine does weighs on both alike. Prints one "figure:" line
// per run and the ratios against their targets, the last line saying whether both were met. A
// figure, not a test: throughput on a shared machine varies between hosts, so a missed target is
// reported (and read in docker/README.md, "Sizing"), never a failed run; a load that failed is.
//
//   node scripts/compose-test-dimensionamento.mjs --gateway=http://127.0.0.1:8088 \
//     --renderizador=http://127.0.0.1:18087 [--rondas=3]
import { execFile } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: opcoes } = parseArgs({
  options: {
    gateway: { type: 'string' },
    renderizador: { type: 'string' },
    rondas: { type: 'string', default: '3' },
  },
});

/** Uncached pages through the gateway against one renderer asked directly; kept against uncached. */
const METAS = { gatewayContraUm: 0.9, guardadasContraNovas: 10 };

/** One bounded load (scripts/compose-test-carga.mjs), its JSON result. */
function carga(base, tipo, clientes, total) {
  const argumentos = [
    'scripts/compose-test-carga.mjs',
    `--base=${base}`,
    `--total=${total}`,
    `--clientes=${clientes}`,
    `--tipo=${tipo}`,
    // Two processes read the answers: one alone is the limit for kept pages (hundreds a second).
    '--processos=2',
    `--prefixo=dimensao${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  ];
  return new Promise((resolver) => {
    execFile(process.execPath, argumentos, (_erro, saida) => {
      try {
        resolver(JSON.parse(saida));
      } catch {
        resolver({ paginasPorSegundo: 0, falhas: total, exemplos: [String(saida).slice(0, 200)] });
      }
    });
  });
}

const mediana = (valores) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];

const medidas = { umNovas: [], gatewayNovas: [], gatewayGuardadas: [] };
/**
 * Loads through the gateway that failed (a 5xx, a network error, a page cut short) within the
 * bound, in any round: what a visitor would get. A renderer asked directly answers 503 when a
 * render throws, by design (the gateway then serves the page the browser renders): those are
 * in its figure line, not failures.
 */
let falhadas = 0;
const alvos = [
  ['umNovas', 'novas, 16 clients, one renderer', opcoes.renderizador, 'novas', 240],
  ['gatewayNovas', 'novas, 16 clients, two behind the gateway', opcoes.gateway, 'novas', 240],
  [
    'gatewayGuardadas',
    'guardadas, 16 clients, two behind the gateway',
    opcoes.gateway,
    'guardadas',
    // Hundreds a second: enough loads that the clients' start does not weigh on the rate.
    1200,
  ],
];
for (let ronda = 1; ronda <= Number(opcoes.rondas); ronda += 1) {
  for (const [chave, nome, base, tipo, total] of alvos) {
    const resultado = await carga(base, tipo, 16, total);
    if (base === opcoes.gateway) falhadas += resultado.falhas;
    medidas[chave].push(resultado.paginasPorSegundo);
    console.log(`figure: ${nome} (round ${ronda}): ${JSON.stringify(resultado)}`);
  }
}
// Beyond the renderers' admission bound: informational, one run each.
for (const [nome, base, tipo] of [
  ['novas, 64 clients, one renderer', opcoes.renderizador, 'novas'],
  ['novas, 64 clients, two behind the gateway', opcoes.gateway, 'novas'],
  ['guardadas, 64 clients, two behind the gateway', opcoes.gateway, 'guardadas'],
]) {
  // Beyond the bound a renderer may refuse: its answers are part of the figure, not failures.
  const resultado = await carga(base, tipo, 64, 240);
  console.log(`figure: ${nome}: ${JSON.stringify(resultado)}`);
}

const um = mediana(medidas.umNovas);
const gateway = mediana(medidas.gatewayNovas);
const guardadas = mediana(medidas.gatewayGuardadas);
const gatewayContraUm = gateway / Math.max(um, 1);
const guardadasContraNovas = guardadas / Math.max(gateway, 1);
console.log(
  `figure: medians of ${opcoes.rondas} rounds: one renderer ${um} pages/s, two behind the gateway ` +
    `${gateway} (${gatewayContraUm.toFixed(2)}x, target >= ${METAS.gatewayContraUm}), kept pages ` +
    `through the gateway ${guardadas} (${guardadasContraNovas.toFixed(1)}x uncached, target >= ` +
    `${METAS.guardadasContraNovas})`,
);
const cumpre =
  gatewayContraUm >= METAS.gatewayContraUm && guardadasContraNovas >= METAS.guardadasContraNovas;
console.log(`figure: sizing targets ${cumpre ? 'met' : 'missed'}, ${falhadas} loads failed`);
process.exit(falhadas === 0 ? 0 : 1);
