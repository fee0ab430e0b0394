import sharp from 'sharp';

import type { Envelope, Evento, TipoEvento } from '@site/shared/contract';
import {
  ID_CLASSIFICACAO_PADRAO,
  LINGUA,
  MENSAGENS,
  UTILIZADOR_WEBSITE,
} from '@site/shared/contract';

import { corpo, criarApiDeTeste, type ApiDeTeste } from '../testes/api-de-teste';

const EVE = '/eve/api/v1';
const AGORA = new Date('2026-03-10T12:00:00Z');
let api: ApiDeTeste;

beforeAll(async () => {
  api = await criarApiDeTeste({ agora: () => AGORA });
});
afterAll(() => api.fechar());

const pedidoClassificacao = (extra: Record<string, unknown> = {}) => ({
  idClassificacao: ID_CLASSIFICACAO_PADRAO,
  codIdioma: LINGUA,
  utilizadorSessao: { ...UTILIZADOR_WEBSITE },
  ...extra,
});

async function eventos(): Promise<Evento[]> {
  const resposta = await api.enviar(`${EVE}/eventos/classificacao`, pedidoClassificacao());
  expect(resposta.statusCode).toBe(200);
  return corpo<Envelope<Evento[]>>(resposta).objecto;
}

const inscricao = (idEvento: number, extra: Record<string, unknown> = {}) => ({
  idEvento,
  nome: 'Ana Maria Lopes',
  email: 'Ana.Lopes@Exemplo.ao',
  telefone: '+244 923 456 789',
  categoria: 'nao-associado',
  participantes: 1,
  consentimento: true,
  ...extra,
});

describe('API de eventos', () => {
  it('eventos/classificacao devolve todos os eventos da classificação, incluindo inactivos', async () => {
    const lista = await eventos();
    expect(lista.length).toBeGreaterThanOrEqual(14);
    expect(lista.every((e) => e.idClassificacao === ID_CLASSIFICACAO_PADRAO)).toBe(true);
    expect(lista.some((e) => e.estado.toLowerCase() !== 'activo')).toBe(true);
    expect(lista.some((e) => Date.parse(e.dataInicio) > AGORA.getTime())).toBe(true);
    expect(lista.some((e) => Date.parse(e.dataInicio) < AGORA.getTime())).toBe(true);
    expect(lista[0]).toMatchObject({ imagemLargura: 3000, imagemAltura: 2000 });
  });

  it('eventos/classificacao valida o pedido', async () => {
    const semUtilizador = await api.enviar(`${EVE}/eventos/classificacao`, {
      idClassificacao: 1,
      codIdioma: 'pt',
    });
    expect(semUtilizador.statusCode).toBe(400);
    expect(corpo(semUtilizador).erros).toHaveProperty('utilizadorSessao');
    const texto = await api.enviar(
      `${EVE}/eventos/classificacao`,
      pedidoClassificacao({ idClassificacao: 'um' }),
    );
    expect(corpo(texto).erros).toHaveProperty('idClassificacao');
    const ingles = await api.enviar(
      `${EVE}/eventos/classificacao`,
      pedidoClassificacao({ codIdioma: 'en' }),
    );
    expect(ingles.statusCode).toBe(404);
    const desconhecida = await api.enviar(
      `${EVE}/eventos/classificacao`,
      pedidoClassificacao({ idClassificacao: 99 }),
    );
    expect(desconhecida.statusCode).toBe(404);
    expect(corpo(desconhecida).mensagem).toBe('A classificação de eventos pedida não existe.');
  });

  it('eventos/classificacao também exige o token XSRF', async () => {
    const resposta = await api.enviar(`${EVE}/eventos/classificacao`, pedidoClassificacao(), {
      'x-xsrf-token': '',
    });
    expect(resposta.statusCode).toBe(403);
  });

  it('eventos/{id}/pt devolve um evento; desconhecido dá 404', async () => {
    const resposta = await api.obter(`${EVE}/eventos/11/pt`);
    expect(corpo<Envelope<Evento>>(resposta).objecto).toMatchObject({
      idEvento: 11,
      titulo: 'Conferência Nacional da Qualidade',
    });
    const desconhecido = await api.obter(`${EVE}/eventos/999/pt`);
    expect(desconhecido.statusCode).toBe(404);
    expect(corpo(desconhecido)).toEqual({
      objecto: null,
      statusCode: 404,
      mensagem: 'O evento pedido não existe.',
    });
  });

  it('a imagem de um evento é um JPEG do tamanho anunciado, com cache longa', async () => {
    const [evento] = await eventos();
    expect(evento?.imagemUrl).toMatch(/\.jpg$/);
    const resposta = await api.obter(evento?.imagemUrl ?? '');
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('image/jpeg');
    expect(resposta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(resposta.headers['content-length'])).toBe(resposta.rawPayload.length);
    expect([...resposta.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { width, height } = await sharp(resposta.rawPayload).metadata();
    expect([width, height]).toEqual([evento?.imagemLargura, evento?.imagemAltura]);
    expect([width, height]).toEqual([3000, 2000]);
  });

  it('tiposEventos/Lista/pt devolve pelo menos quatro tipos', async () => {
    const tipos = corpo<Envelope<TipoEvento[]>>(
      await api.obter(`${EVE}/tiposEventos/Lista/pt`),
    ).objecto;
    expect(tipos.length).toBeGreaterThanOrEqual(4);
    expect(tipos.map((t) => t.tipoEvento)).toEqual(
      expect.arrayContaining(['Conferência', 'Formação', 'Workshop', 'Seminário']),
    );
  });
});

describe('inscrições em eventos', () => {
  it('guarda uma inscrição num evento activo e aberto (201)', async () => {
    const aberto = (await eventos()).find(
      (e) =>
        e.inscricoesAbertas &&
        e.estado.toLowerCase() === 'activo' &&
        Date.parse(e.dataInicio) > AGORA.getTime(),
    );
    expect(aberto).toBeDefined();
    const antes = api.contar('inscricoes');
    const resposta = await api.enviar(`${EVE}/inscricoes`, inscricao(aberto?.idEvento ?? 0));
    expect(resposta.statusCode).toBe(201);
    const envelope = corpo<Envelope<{ id: number; recebidoEm: string }>>(resposta);
    expect(envelope.statusCode).toBe(201);
    expect(envelope.objecto.id).toBeGreaterThan(0);
    expect(Date.parse(envelope.objecto.recebidoEm)).not.toBeNaN();
    expect(api.contar('inscricoes')).toBe(antes + 1);
    const linha = api.db
      .prepare('SELECT email FROM inscricoes WHERE id = ?')
      .get(envelope.objecto.id) as { email: string };
    expect(linha.email).toBe('ana.lopes@exemplo.ao');
  });

  it('recusa eventos inexistentes ou inactivos com 404', async () => {
    for (const id of [999, 8]) {
      const resposta = await api.enviar(`${EVE}/inscricoes`, inscricao(id));
      expect(resposta.statusCode).toBe(404);
      expect(corpo(resposta).mensagem).toBe(MENSAGENS.eventoIndisponivel);
    }
  });

  it('recusa eventos com inscrições fechadas ou já realizados com 409', async () => {
    for (const id of [15, 1]) {
      const resposta = await api.enviar(`${EVE}/inscricoes`, inscricao(id));
      expect(resposta.statusCode).toBe(409);
      expect(corpo(resposta).mensagem).toBe(MENSAGENS.inscricoesEncerradas);
    }
  });

  it('recusa mais participantes do que as vagas e não desconta vagas ao guardar', async () => {
    const excesso = await api.enviar(`${EVE}/inscricoes`, inscricao(9, { participantes: 10 }));
    expect(excesso.statusCode).toBe(409);
    expect(corpo(excesso).mensagem).toBe('Restam apenas 8 vagas para este evento.');
    const cabe = await api.enviar(
      `${EVE}/inscricoes`,
      inscricao(9, { participantes: 2, categoria: 'estudante' }),
    );
    expect(cabe.statusCode).toBe(201);
    const evento = corpo<Envelope<Evento>>(await api.obter(`${EVE}/eventos/9/pt`)).objecto;
    expect(evento.vagas).toBe(8);
  });
});
