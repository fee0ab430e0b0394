import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const RAIZ = path.resolve(import.meta.dirname, '../../..');

/** A local site of the test's own: the built `local-site` with its own port, data and captcha. */
export interface SiteProprio {
  url: string;
  /** Every row of a table of this site's database, oldest first. */
  linhas(tabela: 'newsletters' | 'mensagens_contacto'): Record<string, unknown>[];
  parar(): Promise<void>;
}

/**
 * Starts `node api/dist/local-site.js` (or `script`, a launcher of it, from the repository root)
 * with `env` on top of a fresh DATA_DIR and waits for /health.
 */
export async function iniciarSiteProprio(
  porta: number,
  env: Record<string, string>,
  script = 'api/dist/local-site.js',
): Promise<SiteProprio> {
  const dados = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-captcha-'));
  const url = `http://127.0.0.1:${porta}`;
  const processo: ChildProcess = spawn(process.execPath, [script], {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dados,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // The suite's own site holds the ops port; this one runs without metrics.
      METRICS_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const terminou = new Promise<void>((resolver) => processo.once('exit', () => resolver()));

  const limite = Date.now() + 30_000;
  for (;;) {
    if (processo.exitCode !== null) throw new Error(`local-site terminou (${processo.exitCode})`);
    const pronto = await fetch(`${url}/health`).then(
      (resposta) => resposta.ok,
      () => false,
    );
    if (pronto) break;
    if (Date.now() > limite) {
      processo.kill();
      throw new Error(`local-site não respondeu em ${url}/health`);
    }
    await new Promise((resolver) => setTimeout(resolver, 200));
  }

  return {
    url,
    linhas(tabela) {
      const bd = new DatabaseSync(path.join(dados, 'submissoes.db'), { readOnly: true });
      try {
        return bd.prepare(`SELECT * FROM ${tabela} ORDER BY id`).all() as Record<string, unknown>[];
      } finally {
        bd.close();
      }
    },
    async parar() {
      if (processo.exitCode === null) processo.kill('SIGTERM');
      await terminou;
      rmSync(dados, { recursive: true, force: true });
    },
  };
}
