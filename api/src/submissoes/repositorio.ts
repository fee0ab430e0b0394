import type { BaseDados } from '../db';

import type { DadosSubmissao, SubmissaoGuardada, TipoSubmissao } from './tipos';

const nulo = (valor: string | undefined) => (valor ? valor : null);

const nova = (id: number | bigint, recebidoEm: string): SubmissaoGuardada => ({
  id: Number(id),
  recebidoEm,
  jaExistia: false,
});

/** Stores one kind of submission under an optional idempotency key, and says what it kept. */
type Gravar<T extends TipoSubmissao> = (
  dados: DadosSubmissao<T>,
  chave: string | undefined,
  recebidoEm: string,
) => SubmissaoGuardada;

/** Prepared writes for the four submissions; each returns the record it stored (or found). */
export function criarRepositorio(db: BaseDados): { [T in TipoSubmissao]: Gravar<T> } {
  const newsletterPorEmail = db.prepare('SELECT id, created_at FROM newsletters WHERE email = ?');
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
    /** A known address is not stored again: its first record comes back with `jaExistia`. */
    newsletter(dados, chave, recebidoEm) {
      const existente = newsletterPorEmail.get(dados.email) as
        { id: number; created_at: string } | undefined;
      if (existente) return { id: existente.id, recebidoEm: existente.created_at, jaExistia: true };
      const { lastInsertRowid } = inserirNewsletter.run(dados.email, recebidoEm, chave ?? null);
      return nova(lastInsertRowid, recebidoEm);
    },
    mensagemContacto(dados, chave, recebidoEm) {
      const { lastInsertRowid } = inserirMensagem.run(
        dados.nome,
        dados.email,
        nulo(dados.telefone),
        dados.assunto,
        dados.mensagem,
        recebidoEm,
        chave ?? null,
      );
      return nova(lastInsertRowid, recebidoEm);
    },
    inscricao(dados, chave, recebidoEm) {
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
      return nova(lastInsertRowid, recebidoEm);
    },
    candidatura(dados, chave, recebidoEm) {
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
      return nova(lastInsertRowid, recebidoEm);
    },
  };
}

export type Repositorio = ReturnType<typeof criarRepositorio>;
