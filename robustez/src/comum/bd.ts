import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const TABELAS = [
  'newsletters',
  'mensagens_contacto',
  'inscricoes',
  'candidaturas',
  'idempotency',
] as const;
export type Tabela = (typeof TABELAS)[number];

/** Runs `ler` on a read-only connection to the backend's database in `dataDir`. */
export function comBaseDados<T>(dataDir: string, ler: (bd: DatabaseSync) => T): T {
  const ficheiro = join(dataDir, 'submissoes.db');
  if (!existsSync(ficheiro)) throw new Error(`no database at ${ficheiro}`);
  const bd = new DatabaseSync(ficheiro, { readOnly: true });
  try {
    return ler(bd);
  } finally {
    bd.close();
  }
}

/** Row counts of every submission table (and the idempotency table). */
export function contarLinhas(dataDir: string): Record<Tabela, number> {
  return comBaseDados(dataDir, (bd) => {
    const contagens = {} as Record<Tabela, number>;
    for (const tabela of TABELAS) {
      contagens[tabela] = (
        bd.prepare(`SELECT COUNT(*) AS n FROM ${tabela}`).get() as { n: number }
      ).n;
    }
    return contagens;
  });
}

/** The schema as stored (to prove no input changed it). */
export function esquema(dataDir: string): string {
  return comBaseDados(dataDir, (bd) =>
    (bd.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all() as object[])
      .map((linha) => JSON.stringify(linha))
      .join('\n'),
  );
}
