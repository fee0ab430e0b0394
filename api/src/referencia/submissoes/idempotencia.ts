import { z } from 'zod';

import { statusSubmissao } from '@site/shared/contract';

import { emTransaccao, type BaseDados } from '../db';

import type { SubmissaoGuardada } from './tipos';

/** What a key was first used for: the endpoint, and the submission it stored or found. */
export interface UsoDaChave {
  endpoint: string;
  registo: SubmissaoGuardada;
}

const registoGuardado = z.object({
  id: z.number(),
  recebidoEm: z.string(),
  jaExistia: z.boolean(),
});

/** A key's `response`: the record, or (rows written before records were kept) its whole envelope. */
const respostaGuardada = z.union([
  registoGuardado,
  z.object({ objecto: registoGuardado }).transform((envelope) => envelope.objecto),
]);

/** The idempotency keys, and the one transaction a submission's check and writes share. */
export function criarArmazemIdempotente(db: BaseDados) {
  const procurarChave = db.prepare('SELECT endpoint, response FROM idempotency WHERE key = ?');
  const guardarChave = db.prepare(
    'INSERT INTO idempotency (key, endpoint, status, response, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  return {
    /** What the key was first used for, if it was. */
    procurar(chave: string): UsoDaChave | undefined {
      const linha = procurarChave.get(chave) as { endpoint: string; response: string } | undefined;
      if (!linha) return undefined;
      return {
        endpoint: linha.endpoint,
        registo: respostaGuardada.parse(JSON.parse(linha.response)),
      };
    },
    /** Records the key against the submission it stored or found, at `em` (an ISO instant). */
    guardar(chave: string, { endpoint, registo }: UsoDaChave, em: string): void {
      // `status` is what the first answer carried; a repeat derives it again from the record.
      const status = statusSubmissao(registo.jaExistia);
      guardarChave.run(chave, endpoint, status, JSON.stringify(registo), em);
    },
    /** Runs `trabalho` in one write transaction (BEGIN IMMEDIATE): it all happens, or none of it. */
    atomicamente<T>(trabalho: () => T): T {
      return emTransaccao(db, trabalho, 'IMMEDIATE');
    },
  };
}

export type ArmazemIdempotente = ReturnType<typeof criarArmazemIdempotente>;
