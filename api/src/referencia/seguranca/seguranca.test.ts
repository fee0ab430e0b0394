import { XSRF_COOKIE, XSRF_HEADER } from '@site/shared/contract';

import { buildApi } from '../app';
import { abrirBaseDados } from '../db';
import {
  ASSOCIACAO,
  corpo,
  criarApiDeTeste,
  pastaTemporaria,
  type ApiDeTeste,
} from '../testes/api-de-teste';

const NEWSLETTER = '/cms/api/v1/newsletters';
const VALIDO = { email: 'seguranca@exemplo.ao', consentimento: true };
let api: ApiDeTeste;

beforeAll(async () => {
  api = await criarApiDeTeste({ bodyLimit: 2048 });
});
afterAll(() => api.fechar());

describe('cookie e verificação XSRF', () => {
  it('um HEAD à base define o cookie XSRF legível por JavaScript, SameSite=Strict', async () => {
    const resposta = await api.app.inject({ method: 'HEAD', url: '/cms/api/v1/' });
    expect(resposta.statusCode).toBe(200);
    const cookie = resposta.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
  });

  it('não volta a definir o cookie quando o pedido já traz um da forma do contrato (o da página)', async () => {
    // The gateway's page answer gives nginx's $request_id: 32 hex digits.
    const resposta = await api.app.inject({
      method: 'GET',
      url: '/eve/api/v1/',
      headers: { cookie: `${XSRF_COOKIE}=0123456789abcdef0123456789abcdef` },
    });
    expect(resposta.headers['set-cookie']).toBeUndefined();
  });

  it('um cookie que não tem a forma do contrato é substituído por um token novo', async () => {
    const resposta = await api.app.inject({
      method: 'GET',
      url: '/eve/api/v1/',
      headers: { cookie: `${XSRF_COOKIE}=abc` },
    });
    expect(resposta.cookies.find((c) => c.name === XSRF_COOKIE)?.value).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });

  it('o cookie é Secure quando o pedido chega por https', async () => {
    const { pasta, remover } = pastaTemporaria();
    const db = abrirBaseDados(pasta);
    const app = await buildApi({
      associacao: ASSOCIACAO,
      db,
      rateLimitMax: 10,
      bodyLimit: 2048,
      trustProxy: true,
    });
    const resposta = await app.inject({
      method: 'HEAD',
      url: '/apl/api/v1/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(resposta.cookies.find((c) => c.name === XSRF_COOKIE)?.secure).toBe(true);
    await app.close();
    db.close();
    remover();
  });

  it.each([
    ['sem cabeçalho', { cookie: `${XSRF_COOKIE}=um-token-qualquer` }],
    [
      'com cabeçalho diferente',
      { cookie: `${XSRF_COOKIE}=um-token-qualquer`, [XSRF_HEADER]: 'outro-token' },
    ],
    ['sem cookie', { [XSRF_HEADER]: 'um-token-qualquer' }],
  ])('um POST %s é recusado com 403 em português e nada é guardado', async (_caso, cabecalhos) => {
    const antes = api.contar('newsletters');
    const resposta = await api.app.inject({
      method: 'POST',
      url: NEWSLETTER,
      headers: { 'content-type': 'application/json', ...cabecalhos },
      payload: JSON.stringify(VALIDO),
    });
    expect(resposta.statusCode).toBe(403);
    expect(corpo(resposta)).toEqual({
      objecto: null,
      statusCode: 403,
      mensagem:
        'O pedido foi recusado por motivos de segurança. Recarregue a página e tente novamente.',
    });
    expect(api.contar('newsletters')).toBe(antes);
  });

  it('um POST com o cookie ecoado no cabeçalho é aceite', async () => {
    const primeiro = await api.app.inject({ method: 'HEAD', url: '/cms/api/v1/' });
    const token = primeiro.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
    const resposta = await api.app.inject({
      method: 'POST',
      url: NEWSLETTER,
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      },
      payload: JSON.stringify(VALIDO),
    });
    expect(resposta.statusCode).toBe(201);
  });
});

describe('corpo dos pedidos', () => {
  it('JSON mal formado -> 400 em português', async () => {
    const resposta = await api.enviar(NEWSLETTER, '{"email": ');
    expect(resposta.statusCode).toBe(400);
    expect(corpo(resposta)).toEqual({
      objecto: null,
      statusCode: 400,
      mensagem: 'O pedido não é JSON válido.',
    });
  });

  it('corpo vazio -> 400 em português', async () => {
    const resposta = await api.enviar(NEWSLETTER, '');
    expect(resposta.statusCode).toBe(400);
    expect(corpo(resposta).mensagem).toBe('O pedido não tem conteúdo.');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'Content-Type %s -> 415 em português',
    async (tipo) => {
      const resposta = await api.enviar(NEWSLETTER, 'email=a@b.ao', { 'content-type': tipo });
      expect(resposta.statusCode).toBe(415);
      expect(corpo(resposta).mensagem).toBe(
        'O pedido deve ser enviado em JSON (Content-Type: application/json).',
      );
    },
  );

  it.each([
    '{"email":"a@b.ao","consentimento":true,"__proto__":{"admin":true}}',
    '{"email":"a@b.ao","consentimento":true,"constructor":{"prototype":{"admin":true}}}',
    '{"email":"a@b.ao","consentimento":true,"x":[{"__proto__":{}}]}',
  ])('propriedades que poluem o protótipo -> 400 (%s)', async (json) => {
    const resposta = await api.enviar(NEWSLETTER, json);
    expect(resposta.statusCode).toBe(400);
    expect(corpo(resposta).mensagem).toBe('O pedido contém propriedades não permitidas.');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('um corpo acima do limite -> 413 em português', async () => {
    const resposta = await api.enviar(NEWSLETTER, {
      ...VALIDO,
      website: '',
      enchimento: 'x'.repeat(4096),
    });
    expect(resposta.statusCode).toBe(413);
    expect(corpo(resposta)).toEqual({
      objecto: null,
      statusCode: 413,
      mensagem: 'O pedido é demasiado grande.',
    });
  });
});

describe('cabeçalhos e erros internos', () => {
  it('as respostas da API levam nosniff; GET com cache curta e POST com no-store', async () => {
    const leitura = await api.obter('/cms/api/v1/locais');
    expect(leitura.headers['x-content-type-options']).toBe('nosniff');
    expect(leitura.headers['cache-control']).toMatch(/^(public|private), max-age=60$/);
    const escrita = await api.enviar(NEWSLETTER, {
      email: 'cabecalhos@exemplo.ao',
      consentimento: true,
    });
    expect(escrita.headers['cache-control']).toBe('no-store');
    expect(escrita.headers['x-content-type-options']).toBe('nosniff');
    const erro = await api.obter('/cms/api/v1/paginas/pagina/999/pt/true');
    expect(erro.headers['cache-control']).toBe('no-store');
  });

  it('um erro inesperado responde 500 em português, sem pormenores internos', async () => {
    const { pasta, remover } = pastaTemporaria();
    const db = abrirBaseDados(pasta);
    const app = await buildApi({ associacao: ASSOCIACAO, db, rateLimitMax: 10, bodyLimit: 2048 });
    app.get('/avaria', async () => {
      throw new Error('segredo interno: SQLITE_CORRUPT em /var/lib');
    });
    const resposta = await app.inject({ method: 'GET', url: '/avaria' });
    expect(resposta.statusCode).toBe(500);
    expect(resposta.body).not.toMatch(/segredo|SQLITE|stack|Error/);
    expect(corpo(resposta)).toEqual({
      objecto: null,
      statusCode: 500,
      mensagem: 'Ocorreu um erro inesperado no serviço. Tente novamente dentro de momentos.',
    });
    await app.close();
    db.close();
    remover();
  });

  it('um método não suportado num caminho conhecido responde 404 com envelope', async () => {
    const resposta = await api.app.inject({
      method: 'DELETE',
      url: '/cms/api/v1/paginas/pt',
      headers: { cookie: `${XSRF_COOKIE}=t`, [XSRF_HEADER]: 't' },
    });
    expect(resposta.statusCode).toBe(404);
    expect(corpo(resposta)).toMatchObject({ objecto: null, statusCode: 404 });
  });
});

describe('limite de pedidos por IP', () => {
  it('só os POST contam; acima do máximo responde 429 em português', async () => {
    const limitada = await criarApiDeTeste({ rateLimitMax: 3 });
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await limitada.obter('/cms/api/v1/locais')).statusCode).toBe(200);
      const pedidoEventos = {
        idClassificacao: 1,
        codIdioma: 'pt',
        utilizadorSessao: { idUtilizador: 5, username: 'website' },
      };
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await limitada.enviar('/eve/api/v1/eventos/classificacao', pedidoEventos)).statusCode,
        ).toBe(200);
      }
      const estados: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        estados.push(
          (
            await limitada.enviar(NEWSLETTER, {
              email: `limite${i}@exemplo.ao`,
              consentimento: true,
            })
          ).statusCode,
        );
      }
      expect(estados).toEqual([201, 201, 201, 429]);
      const recusado = await limitada.enviar('/apl/api/v1/candidaturas', {});
      expect(recusado.statusCode).toBe(429);
      expect(corpo(recusado)).toEqual({
        objecto: null,
        statusCode: 429,
        mensagem: 'Foram feitos demasiados pedidos seguidos. Aguarde um minuto e tente novamente.',
      });
      expect(limitada.contar('newsletters')).toBe(3);
    } finally {
      await limitada.fechar();
    }
  });
});
