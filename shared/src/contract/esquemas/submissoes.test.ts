import {
  esquemaCandidatura,
  errosPorCampo,
  esquemaInscricaoEvento,
  esquemaMensagemContacto,
  esquemaNewsletter,
} from './index';

function erros(resultado: { success: boolean; error?: unknown }) {
  if (resultado.success) return {};
  return errosPorCampo(resultado.error as Parameters<typeof errosPorCampo>[0]);
}

describe('esquemaNewsletter', () => {
  it('aceita um e-mail válido e guarda-o em minúsculas', () => {
    const r = esquemaNewsletter.safeParse({ email: ' Ana.Silva@Exemplo.AO ', consentimento: true });
    expect(r.success && r.data.email).toBe('ana.silva@exemplo.ao');
  });

  it('recusa um e-mail inválido com mensagem em português', () => {
    expect(erros(esquemaNewsletter.safeParse({ email: 'ana@', consentimento: true }))).toEqual({
      email: 'Indique um endereço de e-mail válido (ex.: nome@dominio.ao).',
    });
  });

  it('exige o consentimento e recusa campos desconhecidos e a armadilha preenchida', () => {
    const r = erros(
      esquemaNewsletter.safeParse({
        email: 'a@b.ao',
        consentimento: false,
        website: 'x',
        extra: 1,
      }),
    );
    expect(r.consentimento).toBe('Para continuar, aceite o tratamento dos seus dados pessoais.');
    expect(r.website).toBe('Não foi possível validar o envio. Tente novamente.');
    expect(r._).toBe('O pedido contém campos desconhecidos: extra.');
  });
});

describe('esquemaMensagemContacto', () => {
  const valida = {
    nome: 'Ana Silva',
    email: 'ana@exemplo.ao',
    telefone: '',
    assunto: 'Pedido de informação',
    mensagem: 'Gostaria de saber como me tornar associada.',
    consentimento: true,
  };

  it('aceita uma mensagem completa com telefone vazio', () => {
    expect(esquemaMensagemContacto.safeParse(valida).success).toBe(true);
  });

  it('explica em português o que falta ou está errado', () => {
    const r = erros(
      esquemaMensagemContacto.safeParse({
        ...valida,
        nome: ' ',
        mensagem: 'curta',
        telefone: '123',
      }),
    );
    expect(r).toEqual({
      nome: 'Indique o seu nome (mínimo 2 caracteres).',
      mensagem: 'Indique a sua mensagem (mínimo 10 caracteres).',
      telefone: 'Indique um número de telefone válido (ex.: +244 923 456 789).',
    });
  });

  it('recusa caracteres de controlo e textos demasiado longos', () => {
    expect(
      erros(esquemaMensagemContacto.safeParse({ ...valida, assunto: 'olá\u0007mundo' })).assunto,
    ).toBe('O texto contém caracteres inválidos.');
    expect(
      erros(esquemaMensagemContacto.safeParse({ ...valida, mensagem: 'a'.repeat(5001) })).mensagem,
    ).toBe('O texto é demasiado longo (máximo 5000 caracteres).');
  });

  it('recusa controlos C1, sobreposições de direcção e surrogates soltos, mas aceita árabe e emojis', () => {
    for (const nome of ['Ana\u0085Maria', 'Ana \u202eoa.moc', '\u2066Ana\u2069', 'Ana\ud800']) {
      expect(erros(esquemaMensagemContacto.safeParse({ ...valida, nome })).nome).toBe(
        'O texto contém caracteres inválidos.',
      );
    }
    for (const nome of ['ناصر عبد الله', 'Ana 😀👍🏽', '\u200fمرحبا\u200f']) {
      expect(esquemaMensagemContacto.safeParse({ ...valida, nome }).success).toBe(true);
    }
  });

  it('recusa tipos errados sem rebentar', () => {
    const r = erros(esquemaMensagemContacto.safeParse({ ...valida, nome: 42, email: null }));
    expect(r.nome).toBe('Indique o seu nome.');
    expect(r.email).toBe('Indique o seu endereço de e-mail.');
  });
});

describe('esquemaInscricaoEvento', () => {
  const valida = {
    idEvento: 3,
    nome: 'João Manuel',
    email: 'joao@exemplo.ao',
    telefone: '+244 923 456 789',
    categoria: 'nao-associado',
    participantes: 2,
    consentimento: true,
  };

  it('aceita números angolanos com ou sem indicativo', () => {
    for (const telefone of ['923456789', '+244923456789', '+244 923 456 789', '222 123 456']) {
      expect(esquemaInscricaoEvento.safeParse({ ...valida, telefone }).success).toBe(true);
    }
  });

  it('exige o número de associado a quem se inscreve como associado', () => {
    expect(erros(esquemaInscricaoEvento.safeParse({ ...valida, categoria: 'associado' }))).toEqual({
      numeroAssociado: 'Indique o seu número de associado.',
    });
  });

  it('limita o número de participantes entre 1 e 10', () => {
    expect(
      erros(esquemaInscricaoEvento.safeParse({ ...valida, participantes: 0 })).participantes,
    ).toBe('Inscreva pelo menos 1 participante.');
    expect(
      erros(esquemaInscricaoEvento.safeParse({ ...valida, participantes: 11 })).participantes,
    ).toBe('Pode inscrever até 10 participantes de cada vez.');
  });
});

describe('esquemaCandidatura', () => {
  const individual = {
    tipo: 'individual',
    categoria: 'efectivo',
    nome: 'Maria Fernandes',
    documento: '001234567LA041',
    email: 'maria@exemplo.ao',
    telefone: '923 456 789',
    provincia: 'Luanda',
    morada: 'Rua Amílcar Cabral, 12, Luanda',
    aceitaEstatutos: true,
    consentimento: true,
  };

  it('aceita uma candidatura individual com Bilhete de Identidade', () => {
    expect(esquemaCandidatura.safeParse(individual).success).toBe(true);
  });

  it('exige representante e NIF a uma organização, na categoria colectivo', () => {
    const r = erros(
      esquemaCandidatura.safeParse({ ...individual, tipo: 'colectivo', documento: '123' }),
    );
    expect(r).toEqual({
      categoria: 'Uma organização candidata-se como associado colectivo.',
      representante: 'Indique o nome do representante da organização.',
      documento: 'Indique o número do documento (mínimo 5 caracteres).',
    });
    const r2 = erros(
      esquemaCandidatura.safeParse({ ...individual, tipo: 'colectivo', documento: '12345' }),
    );
    expect(r2).toEqual({
      categoria: 'Uma organização candidata-se como associado colectivo.',
      representante: 'Indique o nome do representante da organização.',
      documento:
        'Indique um NIF válido: 10 algarismos (ou o número do BI, para empresários em nome individual).',
    });
  });

  it('exige aceitar os estatutos e uma província de Angola', () => {
    const r = erros(
      esquemaCandidatura.safeParse({ ...individual, aceitaEstatutos: false, provincia: 'Lisboa' }),
    );
    expect(r.aceitaEstatutos).toBe(
      'Para se candidatar, declare que aceita os estatutos da associação.',
    );
    expect(r.provincia).toBe('Escolha a província.');
  });
});
