import type { BaseDados } from '../db';

/** How long the reference backend keeps what visitors sent (Lei n.º 22/11: no longer than needed). */
export interface PrazosRetencao {
  /** Contact messages are deleted this many days after they arrived. */
  mensagensDias: number;
  /** Membership applications are deleted this many days after they arrived. */
  candidaturasDias: number;
  /**
   * Event sign-ups are deleted this many days after their event ended (or, for an event the
   * content no longer has, after the sign-up arrived).
   */
  inscricoesDiasAposEvento: number;
}

/** What one pass deleted, per table. */
export interface ApagadosRetencao {
  mensagens: number;
  candidaturas: number;
  inscricoes: number;
  chaves: number;
}

const DIA_MS = 86_400_000;

/**
 * An idempotency key only matters while a visitor may still retry the request it answered; after
 * this long none does, and its record points at a submission that may itself be gone.
 */
const CHAVES_DIAS = 7;

/** The end of an event (its `dataFim`, else its start) as an instant; undefined if unknown. */
export type FimDoEvento = (idEvento: number) => Date | undefined;

const antes = (agora: Date, dias: number) =>
  new Date(agora.getTime() - dias * DIA_MS).toISOString();

/**
 * The retention rules as one pass over the database: every record past its period is deleted,
 * nothing newer is touched. `created_at` is an ISO instant in UTC, so comparing the text compares
 * the times.
 */
export function criarRetencao(db: BaseDados, prazos: PrazosRetencao, fimDoEvento: FimDoEvento) {
  const apagarMensagens = db.prepare('DELETE FROM mensagens_contacto WHERE created_at < ?');
  const apagarCandidaturas = db.prepare('DELETE FROM candidaturas WHERE created_at < ?');
  const apagarChaves = db.prepare('DELETE FROM idempotency WHERE created_at < ?');
  const eventosComInscricoes = db.prepare('SELECT DISTINCT id_evento AS id FROM inscricoes');
  const apagarInscricoesDoEvento = db.prepare('DELETE FROM inscricoes WHERE id_evento = ?');
  const apagarInscricoesAntigas = db.prepare(
    'DELETE FROM inscricoes WHERE id_evento = ? AND created_at < ?',
  );

  return (agora: Date): ApagadosRetencao => {
    let inscricoes = 0;
    for (const { id } of eventosComInscricoes.all() as { id: number }[]) {
      const fim = fimDoEvento(id);
      if (fim === undefined) {
        const limite = antes(agora, prazos.inscricoesDiasAposEvento);
        inscricoes += Number(apagarInscricoesAntigas.run(id, limite).changes);
      } else if (fim.getTime() + prazos.inscricoesDiasAposEvento * DIA_MS < agora.getTime()) {
        inscricoes += Number(apagarInscricoesDoEvento.run(id).changes);
      }
    }
    return {
      mensagens: Number(apagarMensagens.run(antes(agora, prazos.mensagensDias)).changes),
      candidaturas: Number(apagarCandidaturas.run(antes(agora, prazos.candidaturasDias)).changes),
      inscricoes,
      chaves: Number(apagarChaves.run(antes(agora, CHAVES_DIAS)).changes),
    };
  };
}

/**
 * Runs the retention pass now and then every `intervaloMs` (the timer does not keep the process
 * alive); the returned function stops it. A failed pass is reported and the next one tried.
 */
export function agendarRetencao(opcoes: {
  passo: (agora: Date) => ApagadosRetencao;
  intervaloMs: number;
  agora: () => Date;
  registar: (apagados: ApagadosRetencao) => void;
  falhou: (erro: unknown) => void;
}): () => void {
  const correr = () => {
    try {
      const apagados = opcoes.passo(opcoes.agora());
      if (Object.values(apagados).some((n) => n > 0)) opcoes.registar(apagados);
    } catch (erro) {
      opcoes.falhou(erro);
    }
  };
  correr();
  const temporizador = setInterval(correr, opcoes.intervaloMs);
  temporizador.unref();
  return () => clearInterval(temporizador);
}
