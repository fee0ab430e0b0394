import { DatabaseSync } from 'node:sqlite';

import { migrar, type BaseDados } from '../db';
import { VALIDOS } from '../testes/submissoes-validas';

import { criarArmazemIdempotente } from './idempotencia';
import type { EventoInscrivel } from './inscricao';
import { criarRepositorio } from './repositorio';
import { submeter, type DependenciasSubmissao } from './submeter';
import { SUBMISSOES, type PedidoSubmissao, type TipoSubmissao } from './tipos';

const AGORA = new Date('2026-03-10T12:00:00.000Z');
const RECEBIDO_EM = AGORA.toISOString();

const ABERTO: EventoInscrivel = {
  estado: 'Activo',
  dataInicio: '2026-04-01T09:00:00Z',
  dataFim: '2026-04-01T17:00:00Z',
  inscricoesAbertas: true,
  vagas: 5,
};

/** Event id -> what the sign-up rules see of it. */
const EVENTOS: Record<number, EventoInscrivel> = {
  1: ABERTO,
  2: { ...ABERTO, estado: 'Inactivo' },
  3: { ...ABERTO, inscricoesAbertas: false },
  4: { ...ABERTO, dataInicio: '2026-03-01T09:00:00Z', dataFim: '2026-03-02T17:00:00Z' },
  5: { ...ABERTO, vagas: 0 },
  6: { ...ABERTO, vagas: null },
};

/** Bodies as a visitor sends them; each test runs them through the shared schema. */
const CORPOS = {
  newsletter: VALIDOS.newsletter,
  cancelamentoNewsletter: { email: VALIDOS.newsletter.email },
  mensagemContacto: { ...VALIDOS.contacto, telefone: '' },
  inscricao: { ...VALIDOS.inscricao, idEvento: 1 },
  candidatura: VALIDOS.candidatura,
} satisfies Record<TipoSubmissao, object>;

const TABELAS = {
  newsletter: 'newsletters',
  cancelamentoNewsletter: 'newsletter_cancelamentos',
  mensagemContacto: 'mensagens_contacto',
  inscricao: 'inscricoes',
  candidatura: 'candidaturas',
} as const satisfies Record<TipoSubmissao, string>;

let db: BaseDados;
let deps: DependenciasSubmissao;

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  migrar(db);
  deps = {
    armazem: criarArmazemIdempotente(db),
    repositorio: criarRepositorio(db),
    eventoDaInscricao: (id) => EVENTOS[id],
    agora: () => AGORA,
  };
});
afterEach(() => db.close());

/** A validated submission of `tipo`, its body changed by `alteracoes`. */
function pedido<T extends TipoSubmissao>(
  tipo: T,
  extra: Omit<PedidoSubmissao<T>, 'tipo' | 'dados'> & { alteracoes?: object } = {},
): PedidoSubmissao<T> {
  const { alteracoes, ...resto } = extra;
  const dados = SUBMISSOES[tipo].esquema.parse({ ...CORPOS[tipo], ...alteracoes });
  return { tipo, dados: dados as PedidoSubmissao<T>['dados'], ...resto };
}

const contar = (tabela: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${tabela}`).get() as { n: number }).n;

describe('submeter', () => {
  it.each(Object.keys(TABELAS) as TipoSubmissao[])(
    '%s: guarda uma linha nova e devolve o registo, com a hora do relógio',
    (tipo) => {
      expect(submeter(deps, pedido(tipo))).toEqual({
        estado: 'guardada',
        registo: { id: 1, recebidoEm: RECEBIDO_EM, jaExistia: false },
      });
      expect(contar(TABELAS[tipo])).toBe(1);
      expect(contar('idempotency')).toBe(0);
    },
  );

  it('guarda os campos opcionais vazios como NULL', () => {
    submeter(deps, pedido('mensagemContacto'));
    expect(db.prepare('SELECT email, telefone FROM mensagens_contacto').get()).toEqual({
      email: 'ana@exemplo.ao',
      telefone: null,
    });
  });

  it('um e-mail já subscrito devolve o primeiro registo com jaExistia e não guarda outro', () => {
    submeter(deps, pedido('newsletter'));
    const depois = new Date('2026-03-11T08:00:00.000Z');
    const outra = submeter(
      { ...deps, agora: () => depois },
      pedido('newsletter', { alteracoes: { email: ' LEITOR@exemplo.ao ' } }),
    );
    expect(outra).toEqual({
      estado: 'jaExistia',
      registo: { id: 1, recebidoEm: RECEBIDO_EM, jaExistia: true },
    });
    expect(contar('newsletters')).toBe(1);
  });

  it('sair da newsletter deixa de contar o endereço e guarda a saída uma só vez', () => {
    submeter(deps, pedido('newsletter'));
    const depois = new Date('2026-03-20T08:00:00.000Z');
    const saida = submeter(
      { ...deps, agora: () => depois },
      pedido('cancelamentoNewsletter', { alteracoes: { email: 'Leitor@Exemplo.ao' } }),
    );
    expect(saida).toEqual({
      estado: 'guardada',
      registo: { id: 1, recebidoEm: depois.toISOString(), jaExistia: false },
    });
    expect(contar('newsletters')).toBe(0);
    // Leaving again, or with an address never subscribed, answers the same and keeps one record.
    expect(submeter(deps, pedido('cancelamentoNewsletter'))).toMatchObject({ estado: 'jaExistia' });
    expect(
      submeter(
        deps,
        pedido('cancelamentoNewsletter', { alteracoes: { email: 'outro@exemplo.ao' } }),
      ),
    ).toMatchObject({ estado: 'guardada' });
    expect(contar('newsletter_cancelamentos')).toBe(2);
  });

  it('subscrever de novo depois de sair é um consentimento novo: a saída deixa de valer', () => {
    submeter(deps, pedido('newsletter'));
    submeter(deps, pedido('cancelamentoNewsletter'));
    expect(submeter(deps, pedido('newsletter'))).toMatchObject({ estado: 'guardada' });
    expect(contar('newsletters')).toBe(1);
    expect(contar('newsletter_cancelamentos')).toBe(0);
  });
});

describe('submeter com chave de idempotência', () => {
  it('a mesma chave devolve o que guardou da primeira vez e não guarda de novo', () => {
    const primeira = submeter(deps, pedido('candidatura', { chave: 'k1' }));
    const segunda = submeter(
      { ...deps, agora: () => new Date('2026-03-12T00:00:00.000Z') },
      pedido('candidatura', { chave: 'k1', alteracoes: { nome: 'Outro Nome' } }),
    );
    expect(primeira).toEqual({
      estado: 'guardada',
      registo: { id: 1, recebidoEm: RECEBIDO_EM, jaExistia: false },
    });
    expect(segunda).toEqual({
      estado: 'repetida',
      registo: { id: 1, recebidoEm: RECEBIDO_EM, jaExistia: false },
    });
    expect(contar('candidaturas')).toBe(1);
    expect(db.prepare('SELECT nome, idempotency_key FROM candidaturas').get()).toEqual({
      nome: 'Ana Maria Lopes',
      idempotency_key: 'k1',
    });
  });

  it('guarda a chave com o endereço, o estado da resposta e o registo', () => {
    submeter(deps, pedido('mensagemContacto', { chave: 'k-contacto' }));
    submeter(deps, pedido('newsletter', { chave: 'k-nl-1' }));
    submeter(deps, pedido('newsletter', { chave: 'k-nl-2' }));
    expect(db.prepare('SELECT key, endpoint, status, response FROM idempotency').all()).toEqual([
      {
        key: 'k-contacto',
        endpoint: 'cms/formulariosRegistos',
        status: 201,
        response: JSON.stringify({ id: 1, recebidoEm: RECEBIDO_EM, jaExistia: false }),
      },
      {
        key: 'k-nl-1',
        endpoint: 'cms/newsletters',
        status: 201,
        response: JSON.stringify({ id: 1, recebidoEm: RECEBIDO_EM, jaExistia: false }),
      },
      {
        key: 'k-nl-2',
        endpoint: 'cms/newsletters',
        status: 200,
        response: JSON.stringify({ id: 1, recebidoEm: RECEBIDO_EM, jaExistia: true }),
      },
    ]);
  });

  it('uma chave de uma subscrição que já existia repete o jaExistia', () => {
    submeter(deps, pedido('newsletter'));
    submeter(deps, pedido('newsletter', { chave: 'k2' }));
    expect(submeter(deps, pedido('newsletter', { chave: 'k2' }))).toEqual({
      estado: 'repetida',
      registo: { id: 1, recebidoEm: RECEBIDO_EM, jaExistia: true },
    });
  });

  it('a chave repetida é respondida mesmo que o captcha recuse e as inscrições tenham fechado', () => {
    submeter(deps, pedido('inscricao', { chave: 'k3', captchaAceite: true }));
    const fechado = { ...deps, eventoDaInscricao: () => EVENTOS[3] };
    expect(submeter(fechado, pedido('inscricao', { chave: 'k3', captchaAceite: false }))).toEqual({
      estado: 'repetida',
      registo: { id: 1, recebidoEm: RECEBIDO_EM, jaExistia: false },
    });
    expect(contar('inscricoes')).toBe(1);
  });

  it('a chave usada noutro endereço é recusada sem guardar nada', () => {
    submeter(deps, pedido('newsletter', { chave: 'partilhada' }));
    expect(submeter(deps, pedido('mensagemContacto', { chave: 'partilhada' }))).toEqual({
      estado: 'chaveNoutroPedido',
    });
    expect(contar('mensagens_contacto')).toBe(0);
    expect(contar('idempotency')).toBe(1);
  });

  it('uma chave guardada por uma versão anterior (o envelope inteiro) repete o seu registo', () => {
    const registo = { id: 77, recebidoEm: '2025-01-01T00:00:00.000Z', jaExistia: false };
    db.prepare(
      'INSERT INTO idempotency (key, endpoint, status, response, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(
      'antiga',
      'cms/formulariosRegistos',
      201,
      JSON.stringify({ objecto: registo, statusCode: 201 }),
      registo.recebidoEm,
    );
    expect(submeter(deps, pedido('mensagemContacto', { chave: 'antiga' }))).toEqual({
      estado: 'repetida',
      registo,
    });
    expect(contar('mensagens_contacto')).toBe(0);
  });

  it('se a chave não puder ser guardada, a submissão também não fica', () => {
    db.exec(`CREATE TRIGGER sem_chaves BEFORE INSERT ON idempotency
             BEGIN SELECT RAISE(ABORT, 'disco cheio'); END`);
    expect(() => submeter(deps, pedido('mensagemContacto', { chave: 'k4' }))).toThrow(
      'disco cheio',
    );
    expect(contar('mensagens_contacto')).toBe(0);
  });
});

describe('submeter recusa', () => {
  it('um captcha recusado, sem guardar a submissão nem a chave', () => {
    expect(
      submeter(deps, pedido('mensagemContacto', { chave: 'k5', captchaAceite: false })),
    ).toEqual({ estado: 'captchaRecusado' });
    expect(contar('mensagens_contacto')).toBe(0);
    // The key was not spent: the next attempt, with a token the captcha accepts, is stored.
    expect(
      submeter(deps, pedido('mensagemContacto', { chave: 'k5', captchaAceite: true })).estado,
    ).toBe('guardada');
  });

  it.each([
    ['num evento que não existe', 99, 1, { estado: 'eventoIndisponivel' }],
    ['num evento inactivo', 2, 1, { estado: 'eventoIndisponivel' }],
    ['num evento com inscrições fechadas', 3, 1, { estado: 'inscricoesEncerradas' }],
    ['num evento que já terminou', 4, 1, { estado: 'inscricoesEncerradas' }],
    ['de mais participantes do que as vagas', 1, 6, { estado: 'semVagas', vagas: 5 }],
    ['num evento sem vagas', 5, 1, { estado: 'semVagas', vagas: 0 }],
  ] as const)('a inscrição %s, sem guardar', (_caso, idEvento, participantes, recusa) => {
    const resultado = submeter(
      deps,
      pedido('inscricao', { chave: 'k6', alteracoes: { idEvento, participantes } }),
    );
    expect(resultado).toEqual(recusa);
    expect(contar('inscricoes')).toBe(0);
    expect(contar('idempotency')).toBe(0);
  });

  it('não recusa inscrições num evento sem limite de vagas nem no limite exacto', () => {
    const semLimite = pedido('inscricao', { alteracoes: { idEvento: 6, participantes: 10 } });
    const noLimite = pedido('inscricao', { alteracoes: { participantes: 5 } });
    expect(submeter(deps, semLimite).estado).toBe('guardada');
    expect(submeter(deps, noLimite).estado).toBe('guardada');
    expect(contar('inscricoes')).toBe(2);
  });
});
