import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pedir } from '../comum/http';
import { RAIZ } from '../comum/servidor';

const SCRIPT_RENDERIZADOR = join(RAIZ, 'shell', 'dist-servidor', 'servidor.cjs');
const DOCKERFILE_SSR = join(RAIZ, 'docker', 'ssr', 'Dockerfile');

/**
 * The environment the ssr image gives Node (its Dockerfile's `ENV NODE_OPTIONS=… MALLOC_ARENA_MAX=…`),
 * so that the renderer measured here runs with the heap bound it ships with.
 */
export function ambienteDaImagem(): Record<string, string> {
  const dockerfile = readFileSync(DOCKERFILE_SSR, 'utf8');
  const ambiente: Record<string, string> = {};
  for (const nome of ['NODE_OPTIONS', 'MALLOC_ARENA_MAX']) {
    const valor = new RegExp(`${nome}="?([^"\\s\\\\]+(?: [^"\\s\\\\]+)*)"?`).exec(dockerfile)?.[1];
    if (!valor) throw new Error(`${DOCKERFILE_SSR} has no ${nome}`);
    ambiente[nome] = valor;
  }
  return ambiente;
}

export interface RenderizadorIsolado {
  url: string;
  pid: number;
  /** The renderer's `/saude`: its counters. */
  saude(): Promise<{ renderizacoes: number; recusadas: Record<string, number> }>;
  /** Resident memory now, in MB, as the kernel counts it. */
  rssMb(): number;
  erros(): string;
  parar(): Promise<void>;
}

/**
 * The shell's server renderer in a process of its own, as the ssr image runs it: its settings from
 * `env`, its pages, remotes and APIs from `origemInterna` (a local site with SSR off).
 */
export async function arrancarRenderizador(opcoes: {
  porta: number;
  origemInterna: string;
  env?: Record<string, string>;
}): Promise<RenderizadorIsolado> {
  const url = `http://127.0.0.1:${opcoes.porta}`;
  const processo = spawn(process.execPath, [SCRIPT_RENDERIZADOR], {
    cwd: RAIZ,
    env: {
      PATH: process.env.PATH ?? '',
      ...ambienteDaImagem(),
      HOST: '127.0.0.1',
      PORT: String(opcoes.porta),
      SITE_INTERNO_URL: opcoes.origemInterna,
      ...opcoes.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  processo.stderr?.on('data', (parte: Buffer) => {
    stderr = (stderr + parte.toString()).slice(-20_000);
  });
  const terminou = () => processo.exitCode !== null || processo.signalCode !== null;
  const renderizador: RenderizadorIsolado = {
    url,
    pid: processo.pid ?? 0,
    async saude() {
      const resposta = await pedir({ url: `${url}/saude` });
      return JSON.parse(resposta.texto) as Awaited<ReturnType<RenderizadorIsolado['saude']>>;
    },
    rssMb() {
      const estado = readFileSync(`/proc/${processo.pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(estado)?.[1] ?? NaN);
      return Math.round(kb / 1024);
    },
    erros: () => stderr,
    async parar() {
      if (terminou()) return;
      processo.kill('SIGTERM');
      await once(processo, 'exit');
    },
  };
  const limite = Date.now() + 20_000;
  while (Date.now() < limite) {
    if (terminou()) throw new Error(`the renderer exited at start:\n${stderr}`);
    try {
      if ((await pedir({ url: `${url}/saude`, limiteMs: 1000 })).status === 200) {
        return renderizador;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolver) => setTimeout(resolver, 200));
  }
  await renderizador.parar();
  throw new Error(`the renderer did not answer /saude in 20 s:\n${stderr}`);
}
