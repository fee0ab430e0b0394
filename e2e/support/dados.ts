import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The reference backend's database, read as it is on disk: locally under the suite's DATA_DIR,
 * and against the Docker stack through E2E_DB_PATH (the named volume's file).
 */
const PASTA_DADOS = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'site-e2e-dados');
const CAMINHO_BD = process.env.E2E_DB_PATH ?? path.join(PASTA_DADOS, 'submissoes.db');

/**
 * The database of a project's own site (playwright.config.ts gives each its data folder, the
 * `referencia` one without a suffix).
 */
const caminhoDoProjecto = (projecto: string) =>
  projecto === 'referencia' ? CAMINHO_BD : path.join(`${PASTA_DADOS}-${projecto}`, 'submissoes.db');

export type TabelaSubmissoes =
  'newsletters' | 'newsletter_cancelamentos' | 'mensagens_contacto' | 'inscricoes' | 'candidaturas';

/** Whether stored rows can be read in this run (always locally; with Docker only if E2E_DB_PATH is set). */
export const podeLerBaseDados = !process.env.BASE_URL || Boolean(process.env.E2E_DB_PATH);

/** Every row the backend stored in a table, oldest first (of `projecto`'s site: `referencia`). */
export function linhasGuardadas(
  tabela: TabelaSubmissoes,
  projecto = 'referencia',
): Record<string, unknown>[] {
  const bd = new DatabaseSync(caminhoDoProjecto(projecto), { readOnly: true });
  try {
    return bd.prepare(`SELECT * FROM ${tabela} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    bd.close();
  }
}
