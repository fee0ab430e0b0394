import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pedir } from '../comum/http';
import { rssMb } from '../comum/medidas';
import { arrancarServidor, RAIZ, type Servidor } from '../comum/servidor';

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

export interface RenderizadorIsolado extends Servidor {
  /** The renderer's `/saude`: its counters. */
  saude(): Promise<{ renderizacoes: number; recusadas: Record<string, number> }>;
  /** Resident memory now, in MB, as the kernel counts it. */
  rssMb(): number;
}

/**
 * The shell's server renderer in a process of its own, as the ssr image runs it: its settings from
 * `env`, its pages, remotes and APIs from `origemInterna` (a local site with SSR off).
 */
export async function arrancarRenderizador(opcoes: {
  porta: number;
  dataDir: string;
  origemInterna: string;
  env?: Record<string, string>;
}): Promise<RenderizadorIsolado> {
  const servidor = await arrancarServidor({
    script: SCRIPT_RENDERIZADOR,
    porta: opcoes.porta,
    dataDir: opcoes.dataDir,
    saude: '/saude',
    env: { ...ambienteDaImagem(), SITE_INTERNO_URL: opcoes.origemInterna, ...opcoes.env },
  });
  return Object.assign(servidor, {
    async saude() {
      const resposta = await pedir({ url: `${servidor.url}/saude` });
      return JSON.parse(resposta.texto) as Awaited<ReturnType<RenderizadorIsolado['saude']>>;
    },
    rssMb: () => rssMb(servidor.processo.pid!),
  });
}
