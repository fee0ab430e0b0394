import type { Envelope, RespostaSubmissao } from '@site/shared/contract';

import type { BaseDados } from '../db';
import { ErroPedido, MENSAGENS } from '../http/erro-pedido';

/** What a stored submission answered, replayed verbatim for a repeated key. */
export interface RespostaGuardada {
  status: number;
  corpo: Envelope<RespostaSubmissao>;
}

const FORMATO_CHAVE = /^[A-Za-z0-9_-]{1,100}$/;

/** The optional `Idempotency-Key` header, validated; undefined when absent. */
export function lerChaveIdempotencia(valor: string | string[] | undefined): string | undefined {
  if (valor === undefined) return undefined;
  if (typeof valor !== 'string' || !FORMATO_CHAVE.test(valor)) {
    throw new ErroPedido(400, MENSAGENS.chaveIdempotencia);
  }
  return valor;
}

interface LinhaIdempotencia {
  endpoint: string;
  status: number;
  response: string;
}

/** Submissions stored at most once per idempotency key, with the check and the writes in one transaction. */
export function criarArmazemIdempotente(db: BaseDados) {
  const procurarChave = db.prepare<[string], LinhaIdempotencia>(
    'SELECT endpoint, status, response FROM idempotency WHERE key = ?',
  );
  const guardarChave = db.prepare(
    'INSERT INTO idempotency (key, endpoint, status, response, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  function procurar(chave: string, endpoint: string): RespostaGuardada | undefined {
    const linha = procurarChave.get(chave);
    if (!linha) return undefined;
    if (linha.endpoint !== endpoint) throw new ErroPedido(409, MENSAGENS.chaveReutilizada);
    return { status: linha.status, corpo: JSON.parse(linha.response) as RespostaGuardada['corpo'] };
  }

  const executarTransaccao = db.transaction(
    (endpoint: string, chave: string | undefined, gravar: () => RespostaGuardada) => {
      if (chave) {
        const anterior = procurar(chave, endpoint);
        if (anterior) return anterior;
      }
      const resposta = gravar();
      if (chave) {
        guardarChave.run(
          chave,
          endpoint,
          resposta.status,
          JSON.stringify(resposta.corpo),
          new Date().toISOString(),
        );
      }
      return resposta;
    },
  );

  return {
    /** A stored answer for this key, if any (a key used on another endpoint is a 409). */
    procurar,
    /** Runs `gravar` and records its answer under the key, atomically (BEGIN IMMEDIATE). */
    executar(
      endpoint: string,
      chave: string | undefined,
      gravar: () => RespostaGuardada,
    ): RespostaGuardada {
      return executarTransaccao.immediate(endpoint, chave, gravar);
    },
  };
}

export type ArmazemIdempotente = ReturnType<typeof criarArmazemIdempotente>;
