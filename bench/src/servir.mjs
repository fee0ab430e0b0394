// Serves a build the way `npm start` does: one local-site process (same compression, cache and
// security headers, same reference backend, pages rendered on the server by the renderer beside
// the build unless `ssr` is false), on a loopback port, with its own empty database.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { PASTA_MEDIA_SEMENTE } from '../../scripts/media-semente.mjs';

import { RAIZ } from './caminhos.mjs';

async function esperarSaude(url, limiteMs) {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    try {
      const resposta = await fetch(`${url}/health`);
      if (resposta.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`local-site at ${url} did not answer /health within ${limiteMs} ms`);
}

/**
 * Starts `api/dist/local-site.js` with SITE_DIST_DIR = `dist` on 127.0.0.1:`porta`; the renderer
 * is `dist/../dist-servidor/servidor.cjs`, switched off with `ssr: false` (SSR=off). Without
 * `dist`, the workspaces' own builds (shell/dist, mfe-*\/dist), as `npm start` serves them;
 * `env` adds variables (`CMS_CONTEUDO: 'minimo'`, say).
 */
export async function servir(dist, porta, { ssr, env = {} }) {
  const dados = await mkdtemp(path.join(os.tmpdir(), 'bench-dados-'));
  const { SITE_DIST_DIR: _herdada, ...ambiente } = process.env;
  const processo = spawn(process.execPath, [path.join(RAIZ, 'api', 'dist', 'local-site.js')], {
    cwd: RAIZ,
    env: {
      ...ambiente,
      ...(dist ? { SITE_DIST_DIR: dist } : {}),
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dados,
      MEDIA_SEMENTE_DIR: PASTA_MEDIA_SEMENTE,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SSR: ssr ? 'on' : 'off',
      // Every measured load is answered from the renderer's cache, as a visited page is in
      // production (the data does not change during a run); the render itself is timed by
      // robustez (carga/paginas), not here.
      SSR_CACHE_SEGUNDOS: '86400',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${porta}`;
  const saiu = new Promise((_, rejeitar) =>
    processo.once('exit', (codigo) => rejeitar(new Error(`local-site exited (${codigo})`))),
  );
  await Promise.race([esperarSaude(url, 20_000), saiu]);
  saiu.catch(() => {});
  return {
    url,
    async parar() {
      if (processo.exitCode === null) {
        const fim = new Promise((r) => processo.once('exit', r));
        processo.kill('SIGTERM');
        await fim;
      }
      await rm(dados, { recursive: true, force: true });
    },
  };
}
