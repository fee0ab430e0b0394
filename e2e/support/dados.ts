import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The reference backend's database, read as it is on disk: locally under the suite's DATA_DIR,
 * and against the Docker stack through E2E_DB_PATH (the named volume's file).
 */
const CAMINHO_BD =
  process.env.E2E_DB_PATH ??
  path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'site-e2e-dados'), 'submissoes.db');

export type TabelaSubmissoes =
  'newsletters' | 'newsletter_cancelamentos' | 'mensagens_contacto' | 'inscricoes' | 'candidaturas';

/** Whether stored rows can be read in this run (always locally; with Docker only if E2E_DB_PATH is set). */
export const podeLerBaseDados = !process.env.BASE_URL || Boolean(process.env.E2E_DB_PATH);

/** Every row the backend stored in a table, oldest first. */
export function linhasGuardadas(tabela: TabelaSubmissoes): Record<string, unknown>[] {
  const bd = new DatabaseSync(CAMINHO_BD, { readOnly: true });
  try {
    return bd.prepare(`SELECT * FROM ${tabela} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    bd.close();
  }
}
