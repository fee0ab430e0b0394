import type { z } from 'zod';

import type {
  candidaturaSchema,
  inscricaoEventoSchema,
  mensagemContactoSchema,
  newsletterSchema,
} from '@site/shared/contract';

import type { BaseDados } from '../db';

import type { RespostaGuardada } from './idempotencia';

type Newsletter = z.output<typeof newsletterSchema>;
type MensagemContacto = z.output<typeof mensagemContactoSchema>;
type Inscricao = z.output<typeof inscricaoEventoSchema>;
type Candidatura = z.output<typeof candidaturaSchema>;

const nulo = (valor: string | undefined) => (valor ? valor : null);

function criado(id: number | bigint, recebidoEm: string): RespostaGuardada {
  return {
    status: 201,
    corpo: { objecto: { id: Number(id), recebidoEm, jaExistia: false }, statusCode: 201 },
  };
}

/** Prepared writes for the four submissions; each returns the answer to send. */
export function criarRepositorio(db: BaseDados) {
  const newsletterPorEmail = db.prepare<[string], { id: number; created_at: string }>(
    'SELECT id, created_at FROM newsletters WHERE email = ?',
  );
  const inserirNewsletter = db.prepare(
    'INSERT INTO newsletters (email, consentimento, created_at, idempotency_key) VALUES (?, 1, ?, ?)',
  );
  const inserirMensagem = db.prepare(
    `INSERT INTO mensagens_contacto (nome, email, telefone, assunto, mensagem, consentimento, created_at, idempotency_key)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const inserirInscricao = db.prepare(
    `INSERT INTO inscricoes (id_evento, nome, email, telefone, organizacao, cargo, categoria, numero_associado,
       participantes, necessidades, consentimento, created_at, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const inserirCandidatura = db.prepare(
    `INSERT INTO candidaturas (tipo, categoria, nome, documento, representante, profissao, email, telefone,
       provincia, morada, motivacao, aceita_estatutos, consentimento, created_at, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?)`,
  );

  return {
    /** A known address answers 200 with `jaExistia` and stores nothing new. */
    newsletter(dados: Newsletter, chave: string | undefined, recebidoEm: string): RespostaGuardada {
      const existente = newsletterPorEmail.get(dados.email);
      if (existente) {
        return {
          status: 200,
          corpo: {
            objecto: { id: existente.id, recebidoEm: existente.created_at, jaExistia: true },
            statusCode: 200,
          },
        };
      }
      const { lastInsertRowid } = inserirNewsletter.run(dados.email, recebidoEm, chave ?? null);
      return criado(lastInsertRowid, recebidoEm);
    },
    mensagemContacto(dados: MensagemContacto, chave: string | undefined, recebidoEm: string) {
      const { lastInsertRowid } = inserirMensagem.run(
        dados.nome,
        dados.email,
        nulo(dados.telefone),
        dados.assunto,
        dados.mensagem,
        recebidoEm,
        chave ?? null,
      );
      return criado(lastInsertRowid, recebidoEm);
    },
    inscricao(dados: Inscricao, chave: string | undefined, recebidoEm: string) {
      const { lastInsertRowid } = inserirInscricao.run(
        dados.idEvento,
        dados.nome,
        dados.email,
        dados.telefone,
        nulo(dados.organizacao),
        nulo(dados.cargo),
        dados.categoria,
        nulo(dados.numeroAssociado),
        dados.participantes,
        nulo(dados.necessidades),
        recebidoEm,
        chave ?? null,
      );
      return criado(lastInsertRowid, recebidoEm);
    },
    candidatura(dados: Candidatura, chave: string | undefined, recebidoEm: string) {
      const { lastInsertRowid } = inserirCandidatura.run(
        dados.tipo,
        dados.categoria,
        dados.nome,
        dados.documento,
        nulo(dados.representante),
        nulo(dados.profissao),
        dados.email,
        dados.telefone,
        dados.provincia,
        dados.morada,
        nulo(dados.motivacao),
        recebidoEm,
        chave ?? null,
      );
      return criado(lastInsertRowid, recebidoEm);
    },
  };
}

export type Repositorio = ReturnType<typeof criarRepositorio>;
