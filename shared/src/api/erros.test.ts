import { MENSAGENS } from '../contract';

import {
  ErroEnvelope,
  ErroFormato,
  ErroHttp,
  ErroRede,
  ErroValidacao,
  erroTransitorio,
  mensagemPorStatus,
} from './erros';

describe('mensagens dos erros do cliente', () => {
  it('sem ligação, o visitante lê que deve verificar a Internet', () => {
    expect(new ErroRede().message).toBe(
      'Sem ligação ao servidor. Verifique a sua ligação à Internet e tente novamente.',
    );
  });

  it('cada erro sem mensagem do serviço usa a do catálogo, e a do serviço quando a há', () => {
    expect(new ErroEnvelope(500).message).toBe(MENSAGENS.envelopeFalhado);
    expect(new ErroFormato().message).toBe(MENSAGENS.formatoIlegivel);
    expect(new ErroValidacao({ email: 'Inválido.' }).message).toBe(MENSAGENS.camposInvalidos);
    expect(new ErroHttp(409, 'As vagas acabaram.').message).toBe('As vagas acabaram.');
  });

  it.each([
    [403, MENSAGENS.xsrf],
    [404, MENSAGENS.naoEncontrado],
    [409, MENSAGENS.pedidoRepetido],
    [413, MENSAGENS.demasiadoGrande],
    [429, MENSAGENS.demasiadosPedidos],
    [500, MENSAGENS.indisponivel],
    [502, MENSAGENS.indisponivel],
    [400, MENSAGENS.generico],
    [418, MENSAGENS.generico],
  ])('um HTTP %i sem mensagem diz a mensagem do seu estado', (status, mensagem) => {
    expect(mensagemPorStatus(status)).toBe(mensagem);
    expect(new ErroHttp(status).message).toBe(mensagem);
  });

  it('cada erro diz o seu nome e tipo', () => {
    expect(
      [new ErroRede(), new ErroHttp(404), new ErroFormato()].map((e) => [e.name, e.tipo]),
    ).toEqual([
      ['ErroRede', 'rede'],
      ['ErroHttp', 'http'],
      ['ErroFormato', 'formato'],
    ]);
  });

  it('só as falhas de rede, de servidor e o 429 valem nova tentativa automática', () => {
    expect(erroTransitorio(new ErroRede())).toBe(true);
    expect(erroTransitorio(new ErroHttp(503))).toBe(true);
    expect(erroTransitorio(new ErroHttp(429))).toBe(true);
    expect(erroTransitorio(new ErroHttp(404))).toBe(false);
    expect(erroTransitorio(new ErroValidacao({}))).toBe(false);
  });
});
