import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository root: the first folder above this module (or the working directory) holding api/ and robustez/. */
function encontrarRaiz(): string {
  // Jest runs this file as CommonJS (__dirname); the esbuild bundle is ESM and runs from robustez/.
  let pasta = typeof __dirname !== 'undefined' ? __dirname : process.cwd();
  for (;;) {
    if (existsSync(join(pasta, 'api')) && existsSync(join(pasta, 'robustez'))) return pasta;
    const acima = dirname(pasta);
    if (acima === pasta) throw new Error('repository root not found (run from the repository)');
    pasta = acima;
  }
}

export const RAIZ = encontrarRaiz();

export const SCRIPT_SITE = join(RAIZ, 'api', 'dist', 'local-site.js');
export const SCRIPT_LANCADOR = join(RAIZ, 'robustez', 'dist', 'lancar-site.mjs');
const SONDA_MEMORIA = join(RAIZ, 'robustez', 'src', 'comum', 'sonda-memoria.mjs');

/** What must have been built before this suite runs, with the command that builds it. */
export function verificarConstrucao(opcoes: { site: boolean }): void {
  const exigidos: [string, string][] = [[SCRIPT_SITE, 'npm run build -w api']];
  if (opcoes.site) {
    exigidos.push(
      [SCRIPT_LANCADOR, 'npm run build -w robustez'],
      [join(RAIZ, 'shell', 'dist', 'index.html'), 'npm run build -w shell'],
      [join(RAIZ, 'mfe-eventos', 'dist', 'mf-manifest.json'), 'npm run build -w mfe-eventos'],
      [
        join(RAIZ, 'mfe-institucional', 'dist', 'mf-manifest.json'),
        'npm run build -w mfe-institucional',
      ],
      [join(RAIZ, 'mfe-conteudos', 'dist', 'mf-manifest.json'), 'npm run build -w mfe-conteudos'],
    );
  }
  const emFalta = exigidos.filter(([ficheiro]) => !existsSync(ficheiro));
  if (emFalta.length > 0) {
    throw new Error(
      `The robustness suite runs against the production build, and these files are missing:\n${emFalta
        .map(([ficheiro, comando]) => `  ${ficheiro}  (${comando})`)
        .join('\n')}\nRun "npm run build" at the repository root first.`,
    );
  }
}

/** A free TCP port on loopback. */
export async function portaLivre(): Promise<number> {
  const servidor = createServer();
  servidor.listen(0, '127.0.0.1');
  await once(servidor, 'listening');
  const endereco = servidor.address();
  servidor.close();
  await once(servidor, 'close');
  if (typeof endereco !== 'object' || !endereco) throw new Error('no free port');
  return endereco.port;
}

/** A temporary data folder for a server's SQLite database. */
export function pastaDados(prefixo = 'robustez-'): { pasta: string; remover(): void } {
  const pasta = mkdtempSync(join(tmpdir(), prefixo));
  return { pasta, remover: () => rmSync(pasta, { recursive: true, force: true }) };
}

export interface Servidor {
  url: string;
  processo: ChildProcess;
  /** Whatever the process wrote to stderr (for the failure message). */
  erros(): string;
  /** SIGKILL, and wait until the process is gone. */
  matar(): Promise<void>;
  /** SIGTERM (orderly), or SIGKILL after 5 s. */
  parar(): Promise<void>;
  /** The process's memory after a full garbage collection (started with `medirMemoria` only). */
  memoria(): Promise<NodeJS.MemoryUsage>;
}

/**
 * Spawns a Node server (`api/dist/local-site.js` or the fixture launcher) on 127.0.0.1:`porta`
 * and waits until `/health` answers. Only loopback. With `medirMemoria`, the process runs with
 * `sonda-memoria.mjs` preloaded and an IPC channel, for {@link Servidor.memoria}. With `comando`,
 * another program is run instead of Node (the gateway's entrypoint under a local nginx).
 */
export async function arrancarServidor(opcoes: {
  script: string;
  comando?: readonly [string, ...string[]];
  porta: number;
  dataDir: string;
  env?: Record<string, string>;
  limiteMs?: number;
  medirMemoria?: boolean;
  /** The health path it is ready at: `/health` (the site), `/saude` (the shell's renderer). */
  saude?: string;
}): Promise<Servidor> {
  const url = `http://127.0.0.1:${opcoes.porta}`;
  const sonda = opcoes.medirMemoria
    ? ['--expose-gc', '--import', pathToFileURL(SONDA_MEMORIA).href]
    : [];
  const [programa, ...argumentos] = opcoes.comando ?? [process.execPath, ...sonda, opcoes.script];
  const processo = spawn(programa, argumentos, {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(opcoes.porta),
      HOST: '127.0.0.1',
      DATA_DIR: opcoes.dataDir,
      LOG_LEVEL: 'error',
      ...opcoes.env,
    },
    stdio: opcoes.medirMemoria ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  processo.stderr?.on('data', (parte: Buffer) => {
    stderr = (stderr + parte.toString()).slice(-20_000);
  });
  const terminou = () => processo.exitCode !== null || processo.signalCode !== null;
  const esperarSaida = async () => {
    if (!terminou()) await once(processo, 'exit');
  };
  const servidor: Servidor = {
    url,
    processo,
    erros: () => stderr,
    async matar() {
      if (!terminou()) processo.kill('SIGKILL');
      await esperarSaida();
    },
    async parar() {
      if (terminou()) return;
      const forcar = setTimeout(() => processo.kill('SIGKILL'), 5000);
      processo.kill('SIGTERM');
      await esperarSaida();
      clearTimeout(forcar);
    },
    memoria() {
      if (!opcoes.medirMemoria) throw new Error('server started without medirMemoria');
      return new Promise((resolver, rejeitar) => {
        const limite = setTimeout(() => rejeitar(new Error('no memory answer in 10 s')), 10_000);
        const ouvir = (mensagem: { memoria?: NodeJS.MemoryUsage }) => {
          if (!mensagem.memoria) return;
          clearTimeout(limite);
          processo.off('message', ouvir);
          resolver(mensagem.memoria);
        };
        processo.on('message', ouvir);
        processo.send('memoria');
      });
    },
  };
  const limite = Date.now() + (opcoes.limiteMs ?? 20_000);
  while (Date.now() < limite) {
    if (terminou()) {
      throw new Error(`server ${opcoes.script} exited (${processo.exitCode}): ${stderr}`);
    }
    try {
      const resposta = await fetch(`${url}${opcoes.saude ?? '/health'}`, {
        signal: AbortSignal.timeout(1000),
      });
      if (resposta.ok) return servidor;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await servidor.matar();
  throw new Error(
    `server ${opcoes.script} did not answer ${opcoes.saude ?? '/health'} in time: ${stderr}`,
  );
}
