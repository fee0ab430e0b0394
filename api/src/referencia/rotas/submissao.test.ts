import type { Envelope, RespostaSubmissao } from '@site/shared/contract';
import { MENSAGENS } from '@site/shared/contract';

import type { VerificadorCaptcha } from '../seguranca/bot-check';
import { corpo, criarApiDeTeste, type ApiDeTeste } from '../testes/api-de-teste';
import { VALIDOS } from '../testes/submissoes-validas';

const CMS = '/cms/api/v1';
let api: ApiDeTeste;

beforeAll(async () => {
  api = await criarApiDeTeste();
});
afterAll(() => api.fechar());

const CAMINHOS = {
  newsletter: `${CMS}/newsletters`,
  contacto: `${CMS}/formulariosRegistos`,
  inscricao: '/eve/api/v1/inscricoes',
  candidatura: '/apl/api/v1/candidaturas',
} as const;

type Formulario = keyof typeof CAMINHOS;

/** A field that breaks its form's rule, and what the answer says of it. */
interface Recusa {
  formulario: Formulario;
  caso: string;
  /** The valid submission's fields changed (`undefined` removes one). */
  alteracoes: Record<string, unknown>;
  /** The field expected in `erros`. */
  campo: string;
  /** The Portuguese message it gets. */
  mensagem: RegExp;
}

const REGRAS: readonly Recusa[] = [
  {
    formulario: 'newsletter',
    caso: 'sem e-mail',
    alteracoes: { email: undefined },
    campo: 'email',
    mensagem: /^Indique o seu endereço de e-mail\.$/,
  },
  {
    formulario: 'newsletter',
    caso: 'e-mail sem arroba',
    alteracoes: { email: 'sem-arroba' },
    campo: 'email',
    mensagem: /e-mail válido/,
  },
  {
    formulario: 'newsletter',
    caso: 'e-mail com 255 caracteres',
    alteracoes: { email: `${'a'.repeat(250)}@x.ao` },
    campo: 'email',
    mensagem: /demasiado longo/,
  },
  {
    formulario: 'newsletter',
    caso: 'sem consentimento',
    alteracoes: { consentimento: false },
    campo: 'consentimento',
    mensagem: /aceite o tratamento dos seus dados/,
  },
  {
    formulario: 'newsletter',
    caso: 'campo desconhecido',
    alteracoes: { extra: 1 },
    campo: '_',
    mensagem: /campos desconhecidos: extra/,
  },
  {
    formulario: 'contacto',
    caso: 'nome com 1 letra',
    alteracoes: { nome: 'A' },
    campo: 'nome',
    mensagem: /mínimo 2 caracteres/,
  },
  {
    formulario: 'contacto',
    caso: 'nome com 121 caracteres',
    alteracoes: { nome: 'A'.repeat(121) },
    campo: 'nome',
    mensagem: /demasiado longo \(máximo 120 caracteres\)/,
  },
  {
    formulario: 'contacto',
    caso: 'nome com carácter de controlo',
    alteracoes: { nome: 'Ana\u0007' },
    campo: 'nome',
    mensagem: /caracteres inválidos/,
  },
  {
    formulario: 'contacto',
    caso: 'telefone inválido',
    alteracoes: { telefone: 'abc' },
    campo: 'telefone',
    mensagem: /número de telefone válido/,
  },
  {
    formulario: 'contacto',
    caso: 'assunto com 2 letras',
    alteracoes: { assunto: 'ab' },
    campo: 'assunto',
    mensagem: /mínimo 3 caracteres/,
  },
  {
    formulario: 'contacto',
    caso: 'assunto em duas linhas',
    alteracoes: { assunto: 'linha\noutra' },
    campo: 'assunto',
    mensagem: /uma só linha/,
  },
  {
    formulario: 'contacto',
    caso: 'mensagem curta',
    alteracoes: { mensagem: 'curta' },
    campo: 'mensagem',
    mensagem: /mínimo 10 caracteres/,
  },
  {
    formulario: 'contacto',
    caso: 'mensagem com 5001 caracteres',
    alteracoes: { mensagem: 'x'.repeat(5001) },
    campo: 'mensagem',
    mensagem: /máximo 5000 caracteres/,
  },
  {
    formulario: 'inscricao',
    caso: 'idEvento em texto',
    alteracoes: { idEvento: 'onze' },
    campo: 'idEvento',
    mensagem: /^Evento inválido\.$/,
  },
  {
    formulario: 'inscricao',
    caso: 'sem telefone',
    alteracoes: { telefone: undefined },
    campo: 'telefone',
    mensagem: /^Indique um número de telefone\.$/,
  },
  {
    formulario: 'inscricao',
    caso: 'categoria desconhecida',
    alteracoes: { categoria: 'vip' },
    campo: 'categoria',
    mensagem: /categoria de participante/,
  },
  {
    formulario: 'inscricao',
    caso: 'associado sem número',
    alteracoes: { numeroAssociado: '' },
    campo: 'numeroAssociado',
    mensagem: /número de associado/,
  },
  {
    formulario: 'inscricao',
    caso: '0 participantes',
    alteracoes: { participantes: 0 },
    campo: 'participantes',
    mensagem: /pelo menos 1 participante/,
  },
  {
    formulario: 'inscricao',
    caso: '11 participantes',
    alteracoes: { participantes: 11 },
    campo: 'participantes',
    mensagem: /até 10 participantes/,
  },
  {
    formulario: 'inscricao',
    caso: '1,5 participantes',
    alteracoes: { participantes: 1.5 },
    campo: 'participantes',
    mensagem: /número inteiro/,
  },
  {
    formulario: 'inscricao',
    caso: 'organização com 151 caracteres',
    alteracoes: { organizacao: 'x'.repeat(151) },
    campo: 'organizacao',
    mensagem: /máximo 150 caracteres/,
  },
  {
    formulario: 'candidatura',
    caso: 'tipo desconhecido',
    alteracoes: { tipo: 'outro' },
    campo: 'tipo',
    mensagem: /individual ou de uma organização/,
  },
  {
    formulario: 'candidatura',
    caso: 'categoria desconhecida',
    alteracoes: { categoria: 'vitalicio' },
    campo: 'categoria',
    mensagem: /categoria de associado/,
  },
  {
    formulario: 'candidatura',
    caso: 'província fora de Angola',
    alteracoes: { provincia: 'Lisboa' },
    campo: 'provincia',
    mensagem: /^Escolha a província\.$/,
  },
  {
    formulario: 'candidatura',
    caso: 'morada curta',
    alteracoes: { morada: 'Rua' },
    campo: 'morada',
    mensagem: /mínimo 5 caracteres/,
  },
  {
    formulario: 'candidatura',
    caso: 'sem aceitar os estatutos',
    alteracoes: { aceitaEstatutos: false },
    campo: 'aceitaEstatutos',
    mensagem: /aceita os estatutos/,
  },
  {
    formulario: 'candidatura',
    caso: 'BI inválido',
    alteracoes: { documento: '12345678' },
    campo: 'documento',
    mensagem: /Bilhete de Identidade válido/,
  },
  {
    formulario: 'candidatura',
    caso: 'individual na categoria colectivo',
    alteracoes: { categoria: 'colectivo' },
    campo: 'categoria',
    mensagem: /é para organizações/,
  },
  {
    formulario: 'candidatura',
    caso: 'organização com NIF inválido',
    alteracoes: { tipo: 'colectivo', categoria: 'colectivo', documento: '12345' },
    campo: 'documento',
    mensagem: /NIF válido/,
  },
  {
    formulario: 'candidatura',
    caso: 'organização sem representante',
    alteracoes: { tipo: 'colectivo', categoria: 'colectivo', documento: '5417000000' },
    campo: 'representante',
    mensagem: /representante/,
  },
  {
    formulario: 'candidatura',
    caso: 'organização na categoria efectivo',
    alteracoes: {
      tipo: 'colectivo',
      categoria: 'efectivo',
      documento: '5417000000',
      representante: 'João',
    },
    campo: 'categoria',
    mensagem: /associado colectivo/,
  },
];

describe('validação das quatro submissões', () => {
  it.each(Object.keys(CAMINHOS) as Formulario[])(
    '%s válido é guardado (201)',
    async (formulario) => {
      const resposta = await api.enviar(CAMINHOS[formulario], VALIDOS[formulario]);
      expect(resposta.statusCode).toBe(201);
      expect(resposta.headers['cache-control']).toBe('no-store');
      const envelope = corpo<Envelope<RespostaSubmissao>>(resposta);
      expect(envelope.statusCode).toBe(201);
      expect(envelope.objecto).toEqual({
        id: expect.any(Number),
        recebidoEm: expect.any(String),
        jaExistia: false,
      });
    },
  );

  it.each(REGRAS)(
    '$formulario: $caso é recusado (400) com a mensagem do campo em português',
    async ({ formulario, alteracoes, campo, mensagem }) => {
      const antes = api.contar(tabela(formulario));
      const dados: Record<string, unknown> = { ...VALIDOS[formulario], ...alteracoes };
      for (const [chave, valor] of Object.entries(alteracoes))
        if (valor === undefined) delete dados[chave];
      const resposta = await api.enviar(CAMINHOS[formulario], dados);
      expect(resposta.statusCode).toBe(400);
      const envelope = corpo<Envelope<null>>(resposta);
      expect(envelope).toMatchObject({
        objecto: null,
        statusCode: 400,
        mensagem: MENSAGENS.camposInvalidos,
      });
      expect(envelope.erros?.[campo]).toMatch(mensagem);
      expect(api.contar(tabela(formulario))).toBe(antes);
    },
  );
});

describe('pedidos malformados respondem sempre em português', () => {
  it.each([
    ['um corpo que é uma lista', CAMINHOS.newsletter, [VALIDOS.newsletter], '_', /objecto JSON/],
    [
      'um número no lugar do texto',
      CAMINHOS.contacto,
      { ...VALIDOS.contacto, nome: 5 },
      'nome',
      /Indique o seu nome/,
    ],
    [
      'null num campo opcional',
      CAMINHOS.inscricao,
      { ...VALIDOS.inscricao, organizacao: null },
      'organizacao',
      /Indique a organização/,
    ],
    [
      'um campo opcional demasiado longo',
      CAMINHOS.inscricao,
      { ...VALIDOS.inscricao, cargo: 'x'.repeat(101) },
      'cargo',
      /demasiado longo \(máximo 100/,
    ],
    [
      'um token de captcha enorme',
      CAMINHOS.newsletter,
      { ...VALIDOS.newsletter, captchaToken: 'x'.repeat(5000) },
      'captchaToken',
      /demasiado longo/,
    ],
    [
      'um número de participantes decimal',
      CAMINHOS.inscricao,
      { ...VALIDOS.inscricao, participantes: 1.5 },
      'participantes',
      /número inteiro/,
    ],
  ] as const)('%s', async (_caso, caminho, dados, campo, mensagem) => {
    const resposta = await api.enviar(caminho, dados);
    expect(resposta.statusCode).toBe(400);
    const erros = corpo<Envelope<null>>(resposta).erros ?? {};
    expect(erros[campo]).toMatch(mensagem);
    for (const texto of Object.values(erros))
      expect(texto).not.toMatch(/Invalid|expected|received/);
  });
});

function tabela(formulario: Formulario): string {
  return {
    newsletter: 'newsletters',
    contacto: 'mensagens_contacto',
    inscricao: 'inscricoes',
    candidatura: 'candidaturas',
  }[formulario];
}

describe('defesas contra robôs', () => {
  it.each(Object.keys(CAMINHOS) as Formulario[])(
    '%s com o campo-armadilha preenchido é recusado sem guardar',
    async (formulario) => {
      const antes = api.contar(tabela(formulario));
      const resposta = await api.enviar(CAMINHOS[formulario], {
        ...VALIDOS[formulario],
        email: 'robo@exemplo.ao',
        website: 'http://spam.example',
      });
      expect(resposta.statusCode).toBe(400);
      expect(corpo(resposta)).toEqual({
        objecto: null,
        statusCode: 400,
        mensagem: MENSAGENS.honeypot,
      });
      expect(api.contar(tabela(formulario))).toBe(antes);
    },
  );

  it('com captcha configurado, exige um token aceite pelo verificador', async () => {
    const tokens: string[] = [];
    const verificador: VerificadorCaptcha = {
      async verificar(token) {
        tokens.push(token);
        return token === 'bom';
      },
    };
    const comCaptcha = await criarApiDeTeste({ verificadorCaptcha: verificador });
    try {
      const semToken = await comCaptcha.enviar(CAMINHOS.contacto, VALIDOS.contacto);
      expect(semToken.statusCode).toBe(400);
      expect(corpo(semToken).erros).toEqual({ captchaToken: 'Confirme que não é um robô.' });
      const mau = await comCaptcha.enviar(CAMINHOS.contacto, {
        ...VALIDOS.contacto,
        captchaToken: 'mau',
      });
      expect(corpo(mau).erros).toEqual({ captchaToken: MENSAGENS.captcha });
      expect(comCaptcha.contar('mensagens_contacto')).toBe(0);
      const bom = await comCaptcha.enviar(CAMINHOS.contacto, {
        ...VALIDOS.contacto,
        captchaToken: 'bom',
      });
      expect(bom.statusCode).toBe(201);
      expect(tokens).toEqual(['mau', 'bom']);
      expect(comCaptcha.contar('mensagens_contacto')).toBe(1);
    } finally {
      await comCaptcha.fechar();
    }
  });

  it('um envio já guardado é repetido mesmo que o captcha recuse o token agora', async () => {
    // A captcha token is good once: the retry of a send whose answer was lost may carry a spent one.
    const verificador: VerificadorCaptcha = { verificar: async (token) => token === 'bom' };
    const comCaptcha = await criarApiDeTeste({ verificadorCaptcha: verificador });
    try {
      const cabecalhos = { 'idempotency-key': 'chave-captcha' };
      const enviar = (captchaToken: string) =>
        comCaptcha.enviar(CAMINHOS.contacto, { ...VALIDOS.contacto, captchaToken }, cabecalhos);
      const primeira = await enviar('bom');
      const repetida = await enviar('gasto');
      expect(primeira.statusCode).toBe(201);
      expect(repetida.statusCode).toBe(201);
      expect(repetida.body).toBe(primeira.body);
      expect(comCaptcha.contar('mensagens_contacto')).toBe(1);
    } finally {
      await comCaptcha.fechar();
    }
  });
});

describe('newsletter e idempotência', () => {
  it('um e-mail já subscrito responde 200 com jaExistia e não cria segunda linha', async () => {
    const email = { email: 'repetido@exemplo.ao', consentimento: true };
    const primeira = corpo<Envelope<RespostaSubmissao>>(
      await api.enviar(CAMINHOS.newsletter, email),
    );
    const segunda = await api.enviar(CAMINHOS.newsletter, {
      ...email,
      email: ' REPETIDO@exemplo.ao ',
    });
    expect(segunda.statusCode).toBe(200);
    expect(corpo(segunda)).toEqual({
      objecto: {
        id: primeira.objecto.id,
        recebidoEm: primeira.objecto.recebidoEm,
        jaExistia: true,
      },
      statusCode: 200,
    });
    const linhas = api.db
      .prepare('SELECT COUNT(*) AS n FROM newsletters WHERE email = ?')
      .get('repetido@exemplo.ao');
    expect(linhas).toEqual({ n: 1 });
  });

  it('sair da newsletter: 201, depois 200, e o endereço deixa de estar subscrito', async () => {
    const saida = `${CMS}/newsletters/cancelamento`;
    await api.enviar(CAMINHOS.newsletter, { email: 'sai@exemplo.ao', consentimento: true });
    const primeira = await api.enviar(saida, { email: 'Sai@Exemplo.ao' });
    expect(primeira.statusCode).toBe(201);
    expect((await api.enviar(saida, { email: 'sai@exemplo.ao' })).statusCode).toBe(200);
    const subscrito = api.db
      .prepare('SELECT COUNT(*) AS n FROM newsletters WHERE email = ?')
      .get('sai@exemplo.ao');
    expect(subscrito).toEqual({ n: 0 });

    const invalida = await api.enviar(saida, { email: 'sem-arroba' });
    expect(invalida.statusCode).toBe(400);
    expect(corpo<Envelope<null>>(invalida).erros?.email).toMatch(/e-mail válido/);
  });

  it('a mesma Idempotency-Key duas vezes guarda uma só linha e repete a resposta', async () => {
    const antes = api.contar('mensagens_contacto');
    const cabecalhos = { 'idempotency-key': 'chave-contacto-0001' };
    const primeira = await api.enviar(CAMINHOS.contacto, VALIDOS.contacto, cabecalhos);
    const segunda = await api.enviar(CAMINHOS.contacto, VALIDOS.contacto, cabecalhos);
    expect(primeira.statusCode).toBe(201);
    expect(segunda.statusCode).toBe(201);
    expect(segunda.json()).toEqual(primeira.json());
    expect(api.contar('mensagens_contacto')).toBe(antes + 1);
    const guardada = api.db
      .prepare('SELECT endpoint, status FROM idempotency WHERE key = ?')
      .get('chave-contacto-0001');
    expect(guardada).toEqual({ endpoint: 'cms/formulariosRegistos', status: 201 });
  });

  it('pedidos simultâneos com a mesma chave não duplicam', async () => {
    const antes = api.contar('candidaturas');
    const cabecalhos = { 'idempotency-key': 'chave-simultanea' };
    const respostas = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.enviar(CAMINHOS.candidatura, VALIDOS.candidatura, cabecalhos),
      ),
    );
    expect(new Set(respostas.map((r) => r.body)).size).toBe(1);
    expect(api.contar('candidaturas')).toBe(antes + 1);
  });

  it('a mesma chave noutro endereço é recusada com 409', async () => {
    const cabecalhos = { 'idempotency-key': 'chave-partilhada' };
    expect(
      (
        await api.enviar(
          CAMINHOS.newsletter,
          { email: 'chave@exemplo.ao', consentimento: true },
          cabecalhos,
        )
      ).statusCode,
    ).toBe(201);
    const outra = await api.enviar(CAMINHOS.contacto, VALIDOS.contacto, cabecalhos);
    expect(outra.statusCode).toBe(409);
    expect(corpo(outra).mensagem).toBe(MENSAGENS.chaveReutilizada);
  });

  it('uma chave com formato inválido é recusada com 400', async () => {
    for (const chave of ['com espaço', 'x'.repeat(101), 'acentuação']) {
      const resposta = await api.enviar(CAMINHOS.newsletter, VALIDOS.newsletter, {
        'idempotency-key': chave,
      });
      expect(resposta.statusCode).toBe(400);
      expect(corpo(resposta).mensagem).toBe(MENSAGENS.chaveIdempotencia);
    }
  });
});
