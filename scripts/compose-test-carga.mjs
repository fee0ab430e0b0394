// A bounded load of page loads through the gateway, for scripts/compose-test.sh: `total` loads
// from `clientes` in parallel, half of them pages of their own (a search nobody made: a render on
// some replica), half the site's pages with tracking tags (the gateway's page cache); with
// `--tipo=novas` or `--tipo=guardadas`, only the one kind (the sizing figures). After
// `--matar-apos` loads it runs `--matar` (a command, e.g. `docker kill <one renderer>`), so that
// a replica dies in the middle. A load fails on a network error, a 5xx, a status other than
// 200, or a body that is not a whole HTML page. Prints one JSON line; exits 1 if any failed.
// `--processos=N` splits the clients over N processes (one Node process reading and checking
// hundreds of kept pages a second is itself the limit), merged into one result.
//
//   node scripts/compose-test-carga.mjs --base=http://127.0.0.1:8088 --total=600 --clientes=16 \
//     --matar-apos=150 --matar='docker kill abc123'
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: opcoes } = parseArgs({
  options: {
    base: { type: 'string' },
    total: { type: 'string', default: '600' },
    clientes: { type: 'string', default: '16' },
    'matar-apos': { type: 'string', default: '0' },
    matar: { type: 'string', default: '' },
    prefixo: { type: 'string', default: `carga${Date.now().toString(36)}` },
    tipo: { type: 'string', default: 'misto' },
    processos: { type: 'string', default: '1' },
    // Internal: this process is one of several, numbering its loads from `inicio` and printing
    // its raw latencies for the parent.
    inicio: { type: 'string', default: '0' },
    parte: { type: 'boolean', default: false },
  },
});
const total = Number(opcoes.total);
const clientes = Number(opcoes.clientes);
const matarApos = Number(opcoes['matar-apos']);
const processos = Math.max(1, Math.min(Number(opcoes.processos), clientes));

/** The same load split over `processos` child processes, merged (no kill: a single process's job). */
async function emVariosProcessos() {
  const partes = await Promise.all(
    Array.from({ length: processos }, (_, i) => {
      const inicio = Math.floor((total * i) / processos);
      const fim = Math.floor((total * (i + 1)) / processos);
      const argumentos = [
        fileURLToPath(import.meta.url),
        `--base=${opcoes.base}`,
        `--total=${fim - inicio}`,
        `--inicio=${inicio}`,
        `--clientes=${Math.floor((clientes * (i + 1)) / processos) - Math.floor((clientes * i) / processos)}`,
        `--tipo=${opcoes.tipo}`,
        `--prefixo=${opcoes.prefixo}`,
        '--parte',
      ];
      return new Promise((resolver) => {
        execFile(process.execPath, argumentos, { maxBuffer: 64 * 1024 * 1024 }, (_erro, saida) =>
          resolver(JSON.parse(saida)),
        );
      });
    }),
  );
  return {
    segundos: Math.max(...partes.map((p) => p.segundos)),
    feitos: partes.reduce((soma, p) => soma + p.feitos, 0),
    latencias: partes.flatMap((p) => p.latencias),
    falhas: partes.flatMap((p) => p.falhas),
    porCache: partes.reduce((soma, p) => {
      for (const [chave, n] of Object.entries(p.porCache)) soma[chave] = (soma[chave] ?? 0) + n;
      return soma;
    }, {}),
  };
}
// Pages every seed and CMS has (shared/src/contract/rotas.ts).
const PAGINAS = ['/', '/eventos', '/associados', '/contactos', '/parcerias', '/eventos/agendados'];

const nova = (n) => `/pesquisa?q=${opcoes.prefixo}${n}`;
const guardada = (n) =>
  `${PAGINAS[n % PAGINAS.length]}?utm_source=whatsapp&fbclid=${opcoes.prefixo}${n}`;
const endereco = {
  novas: nova,
  guardadas: guardada,
  misto: (n) => (n % 2 === 0 ? nova : guardada)(n),
}[opcoes.tipo];

const falhas = [];
const latencias = [];
const porCache = {};
let feitos = 0;
let seguinte = Number(opcoes.inicio);
const limite = seguinte + total;
let morte = null;

function matar() {
  return new Promise((resolver) => {
    const [comando, ...argumentos] = opcoes.matar.split(' ');
    execFile(comando, argumentos, (erro) => resolver(erro ? String(erro.message) : 'ok'));
  });
}

async function cliente() {
  for (let n = seguinte++; n < limite; n = seguinte++) {
    const caminho = endereco(n);
    const antes = performance.now();
    try {
      const resposta = await fetch(`${opcoes.base}${caminho}`, { redirect: 'manual' });
      const corpo = await resposta.text();
      latencias.push(performance.now() - antes);
      const cache = `${resposta.headers.get('x-cache-status') ?? '-'}/${resposta.headers.get('x-cache') ?? '-'}`;
      porCache[cache] = (porCache[cache] ?? 0) + 1;
      if (resposta.status !== 200 || !corpo.trimEnd().endsWith('</html>')) {
        falhas.push(`${caminho}: ${resposta.status}, ${corpo.length} bytes`);
      }
    } catch (erro) {
      falhas.push(`${caminho}: ${erro.cause?.code ?? erro.message}`);
    }
    feitos += 1;
    if (matarApos > 0 && feitos === matarApos && opcoes.matar) morte = matar();
  }
}

let segundos;
if (processos > 1) {
  const juntas = await emVariosProcessos();
  segundos = juntas.segundos;
  feitos = juntas.feitos;
  latencias.push(...juntas.latencias);
  falhas.push(...juntas.falhas);
  Object.assign(porCache, juntas.porCache);
} else {
  const inicio = performance.now();
  await Promise.all(Array.from({ length: clientes }, cliente));
  segundos = (performance.now() - inicio) / 1000;
}
if (opcoes.parte) {
  console.log(JSON.stringify({ segundos, feitos, latencias, falhas, porCache }));
  process.exit(0);
}
latencias.sort((a, b) => a - b);
const percentil = (p) => Math.round(latencias[Math.floor((latencias.length - 1) * p)] ?? 0);
const resultado = {
  carregamentos: feitos,
  paginasPorSegundo: Math.round(latencias.length / segundos),
  p50Ms: percentil(0.5),
  p95Ms: percentil(0.95),
  falhas: falhas.length,
  exemplos: falhas.slice(0, 5),
  morte: morte ? await morte : 'nenhuma',
  porCache,
};
console.log(JSON.stringify(resultado));
process.exit(falhas.length === 0 ? 0 : 1);
