import { DatabaseSync } from 'node:sqlite';

import { urlEndpoint } from '@site/shared/contract';

import { buildApi } from '../app';
import { migrar, type BaseDados } from '../db';
import { ASSOCIACAO, criarApiDeTeste } from '../testes/api-de-teste';
import { VALIDOS } from '../testes/submissoes-validas';

import { criarArmazemIdempotente } from './idempotencia';
import type { EventoInscrivel } from './inscricao';
import { criarRepositorio } from './repositorio';
import { agendarRetencao, criarRetencao, type PrazosRetencao } from './retencao';
import { submeter } from './submeter';
import { SUBMISSOES, type TipoSubmissao } from './tipos';

const PRAZOS: PrazosRetencao = {
  mensagensDias: 30,
  candidaturasDias: 60,
  inscricoesDiasAposEvento: 10,
};
const DIA = 86_400_000;
const INICIO = new Date('2026-03-01T12:00:00.000Z');

const evento = (fim: string): EventoInscrivel => ({
  estado: 'Activo',
  dataInicio: '2026-03-05T09:00:00Z',
  dataFim: fim,
  inscricoesAbertas: true,
  vagas: null,
});

/** Event 1 ends on 20 March, event 2 on 30 April; event 3 is one the content no longer has. */
const EVENTOS: Record<number, EventoInscrivel> = {
  1: evento('2026-03-20T17:00:00Z'),
  2: evento('2026-04-30T17:00:00Z'),
};
const fimDoEvento = (id: number) => {
  const e = EVENTOS[id];
  return e ? new Date(e.dataFim) : undefined;
};

let db: BaseDados;
let relogio: Date;

/** Stores a submission as the site's route would, at the test clock's time. */
function enviar(tipo: TipoSubmissao, corpo: object, chave?: string) {
  const dados = SUBMISSOES[tipo].esquema.parse(corpo);
  const resultado = submeter(
    {
      armazem: criarArmazemIdempotente(db),
      repositorio: criarRepositorio(db),
      // Event 3 is open when the visitor signs up, and gone from the content later.
      eventoDaInscricao: (id) =>
        EVENTOS[id] ?? (id === 3 ? evento('2026-12-31T00:00:00Z') : undefined),
      agora: () => relogio,
    },
    { tipo, dados, chave, captchaAceite: true },
  );
  expect(resultado.estado).toBe('guardada');
}

const contar = (tabela: string, onde = '1 = 1') =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${tabela} WHERE ${onde}`).get() as { n: number }).n;

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  migrar(db);
  relogio = INICIO;
});

describe('a retenção das submissões', () => {
  it('apaga as mensagens e as candidaturas passado o seu prazo, e nada mais recente', () => {
    enviar('mensagemContacto', VALIDOS.contacto, 'k-antiga');
    enviar('candidatura', VALIDOS.candidatura);
    relogio = new Date(INICIO.getTime() + 20 * DIA);
    enviar('mensagemContacto', { ...VALIDOS.contacto, nome: 'Recente' });
    enviar('newsletter', VALIDOS.newsletter);

    const passo = criarRetencao(db, PRAZOS, fimDoEvento);
    // 31 days after the first ones: the first message is past 30 days, the application is not.
    expect(passo(new Date(INICIO.getTime() + 31 * DIA))).toEqual({
      mensagens: 1,
      candidaturas: 0,
      inscricoes: 0,
      chaves: 1,
    });
    expect(db.prepare('SELECT nome FROM mensagens_contacto').all()).toEqual([{ nome: 'Recente' }]);
    expect(contar('candidaturas')).toBe(1);

    expect(passo(new Date(INICIO.getTime() + 61 * DIA))).toMatchObject({
      mensagens: 1,
      candidaturas: 1,
    });
    expect(contar('mensagens_contacto') + contar('candidaturas')).toBe(0);
    // The newsletter is a standing consent, withdrawn by the subscriber: never expired.
    expect(contar('newsletters')).toBe(1);
  });

  it('apaga as inscrições num evento dias depois de ele terminar, evento a evento', () => {
    enviar('inscricao', { ...VALIDOS.inscricao, idEvento: 1 });
    enviar('inscricao', { ...VALIDOS.inscricao, idEvento: 2, nome: 'Outro evento' });
    const passo = criarRetencao(db, PRAZOS, fimDoEvento);

    // Event 1 ended on 20 March: kept on the 30th (10 days), gone on the 31st.
    expect(passo(new Date('2026-03-30T12:00:00Z')).inscricoes).toBe(0);
    expect(passo(new Date('2026-03-31T12:00:00Z')).inscricoes).toBe(1);
    expect(contar('inscricoes', 'id_evento = 1')).toBe(0);
    expect(contar('inscricoes', 'id_evento = 2')).toBe(1);
  });

  it('conta do envio as inscrições de um evento que o conteúdo já não tem', () => {
    enviar('inscricao', { ...VALIDOS.inscricao, idEvento: 3 });
    relogio = new Date(INICIO.getTime() + 5 * DIA);
    enviar('inscricao', { ...VALIDOS.inscricao, idEvento: 3, nome: 'Depois' });
    const passo = criarRetencao(db, PRAZOS, fimDoEvento);

    expect(passo(new Date(INICIO.getTime() + 11 * DIA)).inscricoes).toBe(1);
    expect(db.prepare('SELECT nome FROM inscricoes').all()).toEqual([{ nome: 'Depois' }]);
  });

  it('corre já ao arrancar e depois a cada intervalo, e uma falha não pára as seguintes', () => {
    jest.useFakeTimers();
    try {
      const passos: Date[] = [];
      const falhas: unknown[] = [];
      let vez = 0;
      const parar = agendarRetencao({
        passo: (agora) => {
          passos.push(agora);
          vez += 1;
          if (vez === 2) throw new Error('base ocupada');
          return { mensagens: 0, candidaturas: 0, inscricoes: 0, chaves: 0 };
        },
        intervaloMs: 1000,
        agora: () => relogio,
        registar: () => undefined,
        falhou: (erro) => falhas.push(erro),
      });
      jest.advanceTimersByTime(2500);
      parar();
      jest.advanceTimersByTime(5000);
      expect(passos).toHaveLength(3);
      expect(falhas).toEqual([new Error('base ocupada')]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a retenção no servidor da API', () => {
  it('apaga ao arrancar o que passou do prazo, com os prazos da configuração', async () => {
    const hoje = new Date('2026-05-01T10:00:00Z');
    const antes = await criarApiDeTeste({ agora: () => hoje });
    const resposta = await antes.enviar(urlEndpoint('mensagemContacto'), VALIDOS.contacto);
    expect(resposta.statusCode).toBe(201);

    // The same database opened again 31 days later, with a 30-day period for messages.
    const depois = await buildApi({
      associacao: ASSOCIACAO,
      rateLimitMax: 1000,
      bodyLimit: 64 * 1024,
      db: antes.db,
      agora: () => new Date(hoje.getTime() + 31 * DIA),
      retencao: PRAZOS,
    });
    try {
      expect(antes.contar('mensagens_contacto')).toBe(0);
    } finally {
      await depois.close();
      await antes.fechar();
    }
  });
});
