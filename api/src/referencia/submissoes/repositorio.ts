import type { SQLInputValue } from 'node:sqlite';

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

/**
 * A prepared INSERT into `tabela` of `colunas` (then `fixas` set to 1, the consent, the time and
 * the idempotency key every submission has); it returns the record it stored.
 */
function gravacao(
  db: BaseDados,
  tabela: string,
  colunas: readonly string[],
  fixas: readonly string[] = [],
) {
  const nomes = [...colunas, ...fixas, 'consentimento', 'created_at', 'idempotency_key'];
  const valores = [...colunas.map(() => '?'), ...fixas.map(() => '1'), '1', '?', '?'];
  const insercao = db.prepare(
    `INSERT INTO ${tabela} (${nomes.join(', ')}) VALUES (${valores.join(', ')})`,
  );
  return (
    dados: readonly SQLInputValue[],
    chave: string | undefined,
    recebidoEm: string,
  ): SubmissaoGuardada =>
    nova(insercao.run(...dados, recebidoEm, chave ?? null).lastInsertRowid, recebidoEm);
}

/** Prepared writes for the submissions; each returns the record it stored (or found). */
export function criarRepositorio(db: BaseDados): { [T in TipoSubmissao]: Gravar<T> } {
  const newsletterPorEmail = db.prepare('SELECT id, created_at FROM newsletters WHERE email = ?');
  const inserirNewsletter = gravacao(db, 'newsletters', ['email']);
  const saidaPorEmail = db.prepare(
    'SELECT id, created_at FROM newsletter_cancelamentos WHERE email = ?',
  );
  const inserirSaida = db.prepare(
    'INSERT INTO newsletter_cancelamentos (email, created_at, idempotency_key) VALUES (?, ?, ?)',
  );
  const apagarSaida = db.prepare('DELETE FROM newsletter_cancelamentos WHERE email = ?');
  const apagarSubscricao = db.prepare('DELETE FROM newsletters WHERE email = ?');
  const inserirMensagem = gravacao(db, 'mensagens_contacto', [
    'nome',
    'email',
    'telefone',
    'assunto',
    'mensagem',
  ]);
  const inserirInscricao = gravacao(db, 'inscricoes', [
    'id_evento',
    'nome',
    'email',
    'telefone',
    'organizacao',
    'cargo',
    'categoria',
    'numero_associado',
    'participantes',
    'necessidades',
  ]);
  const inserirCandidatura = gravacao(
    db,
    'candidaturas',
    [
      'tipo',
      'categoria',
      'nome',
      'documento',
      'representante',
      'profissao',
      'email',
      'telefone',
      'provincia',
      'morada',
      'motivacao',
    ],
    ['aceita_estatutos'],
  );

  return {
    /** A known address is not stored again: its first record comes back with `jaExistia`. */
    newsletter(dados, chave, recebidoEm) {
      const existente = newsletterPorEmail.get(dados.email) as
        { id: number; created_at: string } | undefined;
      if (existente) return { id: existente.id, recebidoEm: existente.created_at, jaExistia: true };
      apagarSaida.run(dados.email);
      return inserirNewsletter([dados.email], chave, recebidoEm);
    },
    /**
     * The address stops being subscribed and its withdrawal is recorded; leaving twice keeps the
     * first record (`jaExistia`). The answer is the same whether or not it was subscribed.
     */
    cancelamentoNewsletter(dados, chave, recebidoEm) {
      apagarSubscricao.run(dados.email);
      const saida = saidaPorEmail.get(dados.email) as
        { id: number; created_at: string } | undefined;
      if (saida) return { id: saida.id, recebidoEm: saida.created_at, jaExistia: true };
      return nova(
        inserirSaida.run(dados.email, recebidoEm, chave ?? null).lastInsertRowid,
        recebidoEm,
      );
    },
    mensagemContacto: (dados, chave, recebidoEm) =>
      inserirMensagem(
        [dados.nome, dados.email, nulo(dados.telefone), dados.assunto, dados.mensagem],
        chave,
        recebidoEm,
      ),
    inscricao: (dados, chave, recebidoEm) =>
      inserirInscricao(
        [
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
        ],
        chave,
        recebidoEm,
      ),
    candidatura: (dados, chave, recebidoEm) =>
      inserirCandidatura(
        [
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
        ],
        chave,
        recebidoEm,
      ),
  };
}

export type Repositorio = ReturnType<typeof criarRepositorio>;
