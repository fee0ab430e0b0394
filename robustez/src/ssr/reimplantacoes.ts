import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CargaContinua } from '../comum/carga-continua';
import { copiarConstrucoes } from '../comum/copia-construcoes';
import { pedir } from '../comum/http';
import {
  arrancarServidor,
  pastaDados,
  portaLivre,
  SCRIPT_SITE,
  verificarConstrucao,
  type Servidor,
} from '../comum/servidor';

/** One heap reading of the site's process, after a full collection, with no request in flight. */
interface MedicaoReimplantacao {
  /** The events remote's server build the renderer had loaded (0: the one it started with). */
  versao: number;
  heapMb: number;
  rssMb: number;
  /** From publishing the build to the first page rendered with it. */
  esperaMs: number;
}

export interface ResultadoReimplantacoes {
  reimplantacoes: number;
  medicoes: MedicaoReimplantacao[];
  /** Heap growth from the 10th redeploy to the last, in MB and in % of the 10th. */
  crescimentoMb: number;
  crescimentoPct: number;
  /** Page requests of the load that ran throughout, and how many did not answer as expected. */
  pedidos: number;
  respostas5xx: number;
  errosRede: number;
  estadosInesperados: number;
  duracaoMs: number;
}

/**
 * The run, and what "flat" means: the heap after the last redeploy at most `crescimentoMb` above
 * the heap after the 10th (after a full collection each time; the first ones still warm caches).
 * Measured: +1 MB over 50 redeploys, +1.2 MB over 150 (compiled code of the load warming up; heap
 * snapshots show every older build's sources and objects released); before the fix in
 * remotos-federados.ts, +30 MB over 50, about 0.8 MB per redeploy.
 */
export const METAS_REIMPLANTACOES = { reimplantacoes: 50, clientes: 2, crescimentoMb: 5 };

/** The pages the load asks for: both render the events remote's sections. */
const ROTAS = ['/', '/eventos'];
/** What every new build changes: the label of an event's place, in the chunks that render it. */
const ROTULO = 'rotulo: "Local"';
const marcador = (versao: number) => `Local (v${versao})`;
/** The renderer asks the remote's server entry again this often (SSR_REMOTOS_VALIDADE_MS). */
const VALIDADE_MS = 200;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The chunks of the original build that hold the text every new build changes. */
function pedacosComRotulo(original: string): string[] {
  return readdirSync(original).filter(
    (ficheiro) =>
      ficheiro !== 'remoteEntry.js' &&
      readFileSync(join(original, ficheiro), 'utf8').includes(ROTULO),
  );
}

/**
 * A new server build of the events remote, as a deployment publishes it: the chunks whose text
 * changed under new content-hashed names, then `remoteEntry.js` naming them (its content, hence
 * the version the renderer compares, changes with them). Returns the chunk files it wrote.
 */
function publicarVersao(
  pasta: string,
  original: string,
  versao: number,
  fugaPlantada: boolean,
): string[] {
  let entrada = readFileSync(join(original, 'remoteEntry.js'), 'utf8');
  const escritos: string[] = [];
  for (const ficheiro of pedacosComRotulo(original)) {
    const [id, hash] = ficheiro.split('.');
    const novo = readFileSync(join(original, ficheiro), 'utf8').replaceAll(
      ROTULO,
      `rotulo: "${marcador(versao)}"`,
    );
    const novoHash = createHash('sha256').update(novo).digest('hex').slice(0, hash!.length);
    writeFileSync(join(pasta, `${id}.${novoHash}.js`), novo);
    entrada = entrada.replace(`${id}: "${hash}"`, `${id}: "${novoHash}"`);
    escritos.push(`${id}.${novoHash}.js`);
  }
  // The leak the federation's reports describe, for the test that proves it is seen: a timer the
  // remote's code starts when evaluated keeps that version (its container and modules) alive.
  const fuga = fugaPlantada ? 'setInterval(() => module, 3_600_000);\n' : '';
  writeFileSync(join(pasta, 'remoteEntry.js.novo'), `${entrada}\n${fuga}// versão ${versao}\n`);
  renameSync(join(pasta, 'remoteEntry.js.novo'), join(pasta, 'remoteEntry.js'));
  return escritos;
}

/** Asks for the events page until it shows `texto` (the renderer took the new build). */
async function esperarTexto(url: string, texto: string, limiteMs: number): Promise<void> {
  const limite = Date.now() + limiteMs;
  while (Date.now() < limite) {
    const resposta = await pedir({ url: `${url}/eventos` });
    if (resposta.texto.includes(texto)) return;
    await esperar(20);
  }
  throw new Error(`the rendered /eventos never showed "${texto}" in ${limiteMs} ms`);
}

async function medir(servidor: Servidor, versao: number, esperaMs: number) {
  const memoria = await servidor.memoria();
  return { versao, heapMb: mb(memoria.heapUsed), rssMb: mb(memoria.rss), esperaMs };
}

/**
 * The renderer's heap across `reimplantacoes` successive redeploys of the events remote (a new
 * server build each time, on a copy of its build), under a modest load of the pages that render
 * it: after each, the first page with the new build proves the renderer took it, then the load
 * pauses and the site's heap is read after a full collection. With `fugaPlantada`, every build
 * also leaks itself (the test's proof that the measurement sees a leak).
 */
export async function executarReimplantacoes(
  opcoes: {
    reimplantacoes?: number;
    clientes?: number;
    fugaPlantada?: boolean;
    /** How long a rendered page is fresh (SSR_CACHE_SEGUNDOS); 0, every request renders. */
    cacheSegundos?: number;
    log?: (texto: string) => void;
  } = {},
): Promise<ResultadoReimplantacoes> {
  verificarConstrucao({ site: true });
  const { reimplantacoes, clientes } = { ...METAS_REIMPLANTACOES, ...opcoes };
  const inicio = Date.now();
  // The site with a copy of the events remote, which the run redeploys.
  const raiz = copiarConstrucoes('ssr-reimplantacoes-', ['eventos']);
  const pasta = join(raiz, 'dist', 'mf', 'eventos', 'servidor');
  const original = join(raiz, 'servidor-original');
  cpSync(pasta, original, { recursive: true });
  const dados = pastaDados('robustez-reimplantacoes-');
  let servidor: Servidor | undefined;
  let carga: CargaContinua | undefined;
  try {
    servidor = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dados.pasta,
      medirMemoria: true,
      env: {
        SITE_DIST_DIR: join(raiz, 'dist'),
        RATE_LIMIT_MAX: '1000000',
        // By default every request renders (fresh for 0 s): the load keeps the remote's code
        // running.
        SSR_CACHE_SEGUNDOS: String(opcoes.cacheSegundos ?? 0),
        SSR_CACHE_OBSOLETO_SEGUNDOS: '0',
        SSR_REMOTOS_VALIDADE_MS: String(VALIDADE_MS),
      },
    });
    carga = new CargaContinua(servidor.url, ROTAS, clientes);
    // Warm-up: the first renders load the remotes and compile the code every render runs.
    await esperarTexto(servidor.url, 'Local', 20_000);
    await esperar(2000);
    await carga.pausar();
    const medicoes: MedicaoReimplantacao[] = [await medir(servidor, 0, 0)];
    carga.retomar();
    const publicados = [pedacosComRotulo(original)];
    for (let versao = 1; versao <= reimplantacoes; versao += 1) {
      const publicado = Date.now();
      publicados.push(publicarVersao(pasta, original, versao, opcoes.fugaPlantada ?? false));
      // The build before the previous one is gone, as a deployment replaces the folder.
      for (const ficheiro of publicados.at(-3) ?? []) {
        rmSync(join(pasta, ficheiro), { force: true });
      }
      await esperarTexto(servidor.url, marcador(versao), 20_000);
      const esperaMs = Date.now() - publicado;
      await carga.pausar();
      medicoes.push(await medir(servidor, versao, esperaMs));
      carga.retomar();
      opcoes.log?.(`redeploy ${versao}: heap ${medicoes.at(-1)!.heapMb} MB`);
    }
    await carga.parar();
    const aos10 = medicoes[Math.min(10, medicoes.length - 1)]!.heapMb;
    const final = medicoes.at(-1)!.heapMb;
    return {
      reimplantacoes,
      medicoes,
      crescimentoMb: Math.round((final - aos10) * 10) / 10,
      crescimentoPct: Math.round(((final - aos10) / aos10) * 1000) / 10,
      pedidos: carga.pedidos,
      respostas5xx: carga.respostas5xx,
      errosRede: carga.errosRede,
      estadosInesperados: carga.estadosInesperados,
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    await carga?.parar();
    await servidor?.parar();
    dados.remover();
    rmSync(raiz, { recursive: true, force: true });
  }
}
