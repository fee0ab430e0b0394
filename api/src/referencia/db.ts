import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type * as NodeSqlite from 'node:sqlite';

export type BaseDados = NodeSqlite.DatabaseSync;

/** The Node release this project runs on (`engines.node` of the root package.json, tested). */
export const NODE_MINIMO = '24.11.0';

/**
 * Node's built-in SQLite. Loaded when a database is opened rather than imported, so that an older
 * Node starting the server gets a message naming the version it needs, not a link error.
 */
function sqlite(): typeof NodeSqlite {
  const modulo = process.getBuiltinModule('node:sqlite');
  if (!modulo) {
    throw new Error(
      `this server needs Node ${NODE_MINIMO} or newer for node:sqlite (running ${process.version})`,
    );
  }
  return modulo;
}

/** Schema versions, applied in order; `user_version` records how far a database has come. */
const MIGRACOES: readonly string[] = [
  `
  CREATE TABLE newsletters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    consentimento INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE
  );
  CREATE TABLE mensagens_contacto (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nome TEXT NOT NULL,
    email TEXT NOT NULL,
    telefone TEXT,
    assunto TEXT NOT NULL,
    mensagem TEXT NOT NULL,
    consentimento INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE
  );
  CREATE TABLE inscricoes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_evento INTEGER NOT NULL,
    nome TEXT NOT NULL,
    email TEXT NOT NULL,
    telefone TEXT NOT NULL,
    organizacao TEXT,
    cargo TEXT,
    categoria TEXT NOT NULL,
    numero_associado TEXT,
    participantes INTEGER NOT NULL,
    necessidades TEXT,
    consentimento INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE
  );
  CREATE INDEX inscricoes_evento ON inscricoes (id_evento);
  CREATE TABLE candidaturas (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tipo TEXT NOT NULL,
    categoria TEXT NOT NULL,
    nome TEXT NOT NULL,
    documento TEXT NOT NULL,
    representante TEXT,
    profissao TEXT,
    email TEXT NOT NULL,
    telefone TEXT NOT NULL,
    provincia TEXT NOT NULL,
    morada TEXT NOT NULL,
    motivacao TEXT,
    aceita_estatutos INTEGER NOT NULL,
    consentimento INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE
  );
  CREATE TABLE idempotency (
    key TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL,
    status INTEGER NOT NULL,
    response TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  // Leaving the newsletter: the address and when it left, kept as the record of the withdrawal
  // (an address that subscribes again gives a new consent, and its withdrawal row goes).
  `
  CREATE TABLE newsletter_cancelamentos (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE
  );
  `,
];

/**
 * Runs `trabalho` in one transaction: it all happens or, if it throws, none of it. `IMMEDIATE`
 * takes the write lock at once, so a check and the writes that depend on it see the same data.
 */
export function emTransaccao<T>(
  db: BaseDados,
  trabalho: () => T,
  modo: 'DEFERRED' | 'IMMEDIATE' = 'DEFERRED',
): T {
  db.exec(`BEGIN ${modo}`);
  try {
    const resultado = trabalho();
    db.exec('COMMIT');
    return resultado;
  } catch (erro) {
    // A failed statement may already have ended the transaction (SQLite rolls back on some errors).
    if (db.isTransaction) db.exec('ROLLBACK');
    throw erro;
  }
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrar(db: BaseDados): void {
  const { user_version: versao } = db.prepare('PRAGMA user_version').get() as {
    user_version: number;
  };
  MIGRACOES.forEach((sql, indice) => {
    if (indice < versao) return;
    emTransaccao(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${indice + 1}`);
    });
  });
}

/**
 * Opens (creating if needed) `<dataDir>/submissoes.db` in WAL mode with `synchronous=FULL`,
 * so that a stored submission survives a crash once the reply has left.
 */
export function abrirBaseDados(dataDir: string): BaseDados {
  const pasta = resolve(dataDir);
  mkdirSync(pasta, { recursive: true });
  const db = new (sqlite().DatabaseSync)(join(pasta, 'submissoes.db'), { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  migrar(db);
  return db;
}
