import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import Database from 'better-sqlite3';

export type BaseDados = Database.Database;

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
];

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrar(db: BaseDados): void {
  const versao = db.pragma('user_version', { simple: true }) as number;
  MIGRACOES.forEach((sql, indice) => {
    if (indice < versao) return;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${indice + 1}`);
    })();
  });
}

/**
 * Opens (creating if needed) `<dataDir>/submissoes.db` in WAL mode with `synchronous=FULL`,
 * so that a stored submission survives a crash once the reply has left.
 */
export function abrirBaseDados(dataDir: string): BaseDados {
  const pasta = resolve(dataDir);
  mkdirSync(pasta, { recursive: true });
  const db = new Database(join(pasta, 'submissoes.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrar(db);
  return db;
}
