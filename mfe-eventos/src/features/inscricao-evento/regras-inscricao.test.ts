import { errosPorCampo, esquemaInscricaoEvento } from '@site/shared/contract/esquemas';

import { criarEvento, diasDesde } from '../../testes/fabrica-eventos';

import { inscricoesAbertas, pedidoParaEnviar, valoresIniciais } from './regras-inscricao';

const valido = {
  ...valoresIniciais(9),
  nome: 'Maria João Neto',
  email: 'Maria.Neto@Exemplo.AO',
  telefone: '+244 923 456 789',
  categoria: 'nao-associado' as const,
  participantes: 2,
  consentimento: true as const,
};

function erros(valores: Record<string, unknown>) {
  const resultado = esquemaInscricaoEvento.safeParse(valores);
  return resultado.success ? {} : errosPorCampo(resultado.error);
}

describe('regras do formulário de inscrição', () => {
  it('aceita uma inscrição completa e normaliza o e-mail', () => {
    const resultado = esquemaInscricaoEvento.parse(valido);
    expect(resultado.email).toBe('maria.neto@exemplo.ao');
  });

  it('recusa o formulário vazio com mensagens em português nos campos obrigatórios', () => {
    expect(erros(valoresIniciais(9))).toEqual({
      nome: 'Indique o seu nome (mínimo 2 caracteres).',
      email: 'Indique o seu endereço de e-mail.',
      telefone: 'Indique um número de telefone.',
      categoria: 'Escolha a sua categoria de participante.',
      consentimento: 'Para continuar, aceite o tratamento dos seus dados pessoais.',
    });
  });

  it('recusa um e-mail inválido', () => {
    expect(erros({ ...valido, email: 'maria@' }).email).toBe(
      'Indique um endereço de e-mail válido (ex.: nome@dominio.ao).',
    );
  });

  it.each(['12345', '923 45', '+244 123 456 789', 'telefone'])(
    'recusa o telefone "%s"',
    (telefone) => {
      expect(erros({ ...valido, telefone }).telefone).toBe(
        'Indique um número de telefone válido (ex.: +244 923 456 789).',
      );
    },
  );

  it.each(['923456789', '+244923456789', '+244 923 456 789', '222 123 456', '+351 912 345 678'])(
    'aceita o telefone "%s"',
    (telefone) => {
      expect(erros({ ...valido, telefone })).toEqual({});
    },
  );

  it('exige o número de associado só a quem escolhe a categoria de associado', () => {
    expect(erros({ ...valido, categoria: 'associado' }).numeroAssociado).toBe(
      'Indique o seu número de associado.',
    );
    expect(erros({ ...valido, categoria: 'associado', numeroAssociado: 'A-0123' })).toEqual({});
    expect(erros({ ...valido, categoria: 'estudante' })).toEqual({});
  });

  it('pede o número de associado logo no primeiro envio, junto com os outros campos em falta', () => {
    expect(erros({ ...valoresIniciais(9), categoria: 'associado' })).toMatchObject({
      nome: 'Indique o seu nome (mínimo 2 caracteres).',
      numeroAssociado: 'Indique o seu número de associado.',
    });
  });

  it('aceita de 1 a 10 participantes e recusa fora desses limites', () => {
    expect(erros({ ...valido, participantes: 1 })).toEqual({});
    expect(erros({ ...valido, participantes: 10 })).toEqual({});
    expect(erros({ ...valido, participantes: 0 }).participantes).toBe(
      'Inscreva pelo menos 1 participante.',
    );
    expect(erros({ ...valido, participantes: 11 }).participantes).toBe(
      'Pode inscrever até 10 participantes de cada vez.',
    );
    expect(erros({ ...valido, participantes: Number.NaN }).participantes).toBe(
      'Indique o número de participantes.',
    );
    expect(erros({ ...valido, participantes: 2.5 }).participantes).toBe(
      'Indique um número inteiro de participantes.',
    );
  });

  it('não envia o número de associado de quem não escolheu essa categoria', () => {
    expect(pedidoParaEnviar({ ...valido, numeroAssociado: 'A-1' }).numeroAssociado).toBe('');
    expect(
      pedidoParaEnviar({ ...valido, categoria: 'associado', numeroAssociado: 'A-1' })
        .numeroAssociado,
    ).toBe('A-1');
  });
});

describe('inscricoesAbertas', () => {
  const agora = new Date('2026-03-12T10:00:00Z');
  const futuro = { dataInicio: diasDesde(agora, 5), dataFim: diasDesde(agora, 5) };

  it('abre as inscrições de um evento futuro, aberto e com vagas (ou sem limite)', () => {
    expect(inscricoesAbertas(criarEvento({ idEvento: 1, ...futuro, vagas: 3 }), agora)).toBe(true);
    expect(inscricoesAbertas(criarEvento({ idEvento: 1, ...futuro, vagas: null }), agora)).toBe(
      true,
    );
  });

  it('fecha as inscrições quando o CMS as fecha, quando o evento já terminou ou está esgotado', () => {
    expect(
      inscricoesAbertas(criarEvento({ idEvento: 1, ...futuro, inscricoesAbertas: false }), agora),
    ).toBe(false);
    expect(inscricoesAbertas(criarEvento({ idEvento: 1, ...futuro, vagas: 0 }), agora)).toBe(false);
    const passado = { dataInicio: diasDesde(agora, -5), dataFim: diasDesde(agora, -5) };
    expect(inscricoesAbertas(criarEvento({ idEvento: 1, ...passado }), agora)).toBe(false);
  });
});
