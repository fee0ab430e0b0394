import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';

import {
  cabecalhosSeguranca,
  HASH_SCRIPT_MENU_NAVBAR,
  manifestoAplicacao,
  MENSAGENS,
  montarConfiguracaoSite,
  politicaSeguranca,
} from '@site/shared/contract';
import { ErroConfiguracao } from '@site/shared/contract/ambiente';
import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';

import { pastaTemporaria } from '../referencia/testes/api-de-teste';

import { construirLocalSite, startLocalSite } from './aplicacao-site';
import { lerConfiguracaoSite } from './configuracao';

const CSP = politicaSeguranca();
/** The contract's security headers, named as Node reports them. */
const SEGURANCA = Object.fromEntries(
  Object.entries(cabecalhosSeguranca()).map(([nome, valor]) => [nome.toLowerCase(), valor]),
);
const INDEX = '<!doctype html><html lang="pt"><title>Site</title><div id="raiz"></div></html>';
const JS_GRANDE = `console.log(${JSON.stringify('conteúdo '.repeat(400))});`;

const dados = pastaTemporaria();
const site = pastaTemporaria();
let app: FastifyInstance;

function escrever(relativo: string, conteudo: string) {
  const caminho = join(site.pasta, relativo);
  mkdirSync(join(caminho, '..'), { recursive: true });
  writeFileSync(caminho, conteudo);
}

const ambiente = (extra: Record<string, string> = {}) => ({
  SITE_DIST_DIR: site.pasta,
  DATA_DIR: dados.pasta,
  ...extra,
});

beforeAll(async () => {
  escrever('index.html', INDEX);
  escrever('main.3f2a9c1e.js', JS_GRANDE);
  escrever('robots.txt', 'User-agent: *\n');
  escrever('sw.js', 'self.addEventListener("fetch", () => {});');
  escrever('offline.html', '<!doctype html><html lang="pt"><title>Sem ligação</title></html>');
  escrever('icones/icone-192.png', 'png');
  escrever('mf/eventos/remoteEntry.js', 'var mfe_eventos;');
  escrever('mf/eventos/mf-manifest.json', '{"id":"mfe_eventos"}');
  escrever('mf/eventos/static/js/812.0a1b2c3d4e.js', 'void 0;');
  ({ app } = await construirLocalSite({
    env: ambiente(),
    logger: false,
    raizRepositorio: site.pasta,
  }));
});

afterAll(async () => {
  await app.close();
  dados.remover();
  site.remover();
});

const obter = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('site local: aplicação de página única', () => {
  it.each(['/', '/eventos/agendados', '/pagina/4/a-associacao', '/rota/que/nao/existe'])(
    '%s sem extensão recebe o index.html do shell (200, no-cache)',
    async (url) => {
      const resposta = await obter(url);
      expect(resposta.statusCode).toBe(200);
      expect(resposta.body).toBe(INDEX);
      expect(resposta.headers['content-type']).toMatch(/^text\/html/);
      expect(resposta.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    '/nao-existe.js',
    '/imagens/logo.png',
    '/main.ffffffff.js',
    '/mf/eventos/nada.js',
    '/mf/eventos/sem-extensao',
    '/mf/conteudos/remoteEntry.js',
    '/config/outro',
    '/cms/outra-coisa',
  ])('%s em falta dá um 404 verdadeiro, nunca o index.html', async (url) => {
    const resposta = await obter(url);
    expect(resposta.statusCode).toBe(404);
    expect(resposta.body).not.toContain('<div id="raiz">');
    expect(resposta.headers['cache-control']).not.toMatch(/immutable/);
    expect(resposta.headers['content-security-policy']).toBe(CSP);
  });

  it('a página dá o token XSRF a quem não o tem, e as leituras que se seguem não o trocam', async () => {
    const primeira = await obter('/eventos');
    const [cookie = ''] = [primeira.headers['set-cookie']].flat();
    const token = /^XSRF-TOKEN=([A-Za-z0-9_-]{32,128}); Path=\/; SameSite=Strict$/.exec(
      cookie,
    )?.[1];
    expect(token).toBeDefined();

    const seguinte = await obter('/contactos', { cookie: `XSRF-TOKEN=${token}` });
    const leitura = await obter('/cms/api/v1/paginas/pt', { cookie: `XSRF-TOKEN=${token}` });
    const ficheiro = await obter('/main.3f2a9c1e.js');
    expect(seguinte.headers['set-cookie']).toBeUndefined();
    expect(leitura.headers['set-cookie']).toBeUndefined();
    expect(ficheiro.headers['set-cookie']).toBeUndefined();
  });

  it('não serve ficheiros fora da pasta do site', async () => {
    for (const url of [
      '/..%2f..%2fetc%2fpasswd',
      '/mf/eventos/..%2f..%2f..%2findex.html',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const resposta = await obter(url);
      expect([400, 404]).toContain(resposta.statusCode);
      expect(resposta.body).not.toContain('root:');
    }
  });
});

describe('site local: cache e compressão', () => {
  it('ficheiros com hash no nome são imutáveis por um ano', async () => {
    const resposta = await obter('/main.3f2a9c1e.js');
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remoto = await obter('/mf/eventos/static/js/812.0a1b2c3d4e.js');
    expect(remoto.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/mf/eventos/remoteEntry.js',
    '/mf/eventos/mf-manifest.json',
    '/robots.txt',
    '/config/site.json',
  ])('%s é servido com no-cache', async (url) => {
    const resposta = await obter(url);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['cache-control']).toBe('no-cache');
  });

  it('comprime os recursos de texto com brotli ou gzip', async () => {
    const br = await obter('/main.3f2a9c1e.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await obter('/main.3f2a9c1e.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(Buffer.byteLength(JS_GRANDE));
  });
});

describe('site local: sítio instalável', () => {
  it('/manifest.webmanifest traz o nome e a sigla da configuração de arranque', async () => {
    const { app: outra } = await construirLocalSite({
      env: ambiente({
        ASSOCIACAO_NOME: 'Associação de Qualidade do Huambo',
        ASSOCIACAO_SIGLA: 'AQH',
      }),
      logger: false,
      raizRepositorio: site.pasta,
    });
    const resposta = await outra.inject({ method: 'GET', url: '/manifest.webmanifest' });
    await outra.close();
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(resposta.headers['cache-control']).toBe('no-cache');
    expect(resposta.json()).toEqual(
      manifestoAplicacao({
        nome: 'Associação de Qualidade do Huambo',
        sigla: 'AQH',
        descricao: lerConfiguracaoSite({}).site.associacao.descricao,
      }),
    );
    expect(resposta.json()).toMatchObject({
      name: 'Associação de Qualidade do Huambo',
      short_name: 'AQH',
    });
  });

  it.each([
    ['/sw.js', /^(text|application)\/javascript/],
    ['/offline.html', /^text\/html/],
    ['/icones/icone-192.png', /^image\/png/],
  ])('%s é servido com o seu tipo e revalidado (no-cache)', async (url, tipo) => {
    const resposta = await obter(url);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toMatch(tipo);
    expect(resposta.headers['cache-control']).toBe('no-cache');
    expect(resposta.headers).toMatchObject(SEGURANCA);
  });
});

describe('site local: cabeçalhos de segurança', () => {
  it('o navegador recebe estes cabeçalhos, à letra, e a CSP abre-se à origem do captcha', async () => {
    expect((await obter('/')).headers).toMatchObject({
      'content-security-policy': `default-src 'self'; script-src 'self' ${HASH_SCRIPT_MENU_NAVBAR}; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    const { app: comCaptcha } = await construirLocalSite({
      env: ambiente({ CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/api.js' }),
      logger: false,
    });
    const resposta = await comCaptcha.inject({ method: 'GET', url: '/' });
    expect(resposta.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${HASH_SCRIPT_MENU_NAVBAR} https://captcha.example.com; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://captcha.example.com; frame-src 'self' https://captcha.example.com; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`,
    );
    await comCaptcha.close();
  });

  it.each([
    '/',
    '/main.3f2a9c1e.js',
    '/config/site.json',
    '/cms/api/v1/paginas/pt',
    '/cms/api/v1/nada',
    '/nao-existe.css',
  ])('%s leva os cabeçalhos de segurança do contrato', async (url) => {
    expect((await obter(url)).headers).toMatchObject(SEGURANCA);
  });

  it('com CAPTCHA_SCRIPT_URL, o captcha chega ao shell e a sua origem entra na CSP', async () => {
    const { app: comCaptcha } = await construirLocalSite({
      env: ambiente({
        CAPTCHA_SCRIPT_URL: 'https://captcha.example.com:8443/api.js',
        CAPTCHA_SITE_KEY: 'chave',
      }),
      logger: false,
    });
    const resposta = await comCaptcha.inject({ method: 'GET', url: '/config/site.json' });
    expect(resposta.headers['content-security-policy']).toBe(
      politicaSeguranca('https://captcha.example.com:8443'),
    );
    expect(resposta.json()).toMatchObject({
      captcha: { siteKey: 'chave', scriptUrl: 'https://captcha.example.com:8443/api.js' },
    });
    await comCaptcha.close();
  });
});

describe('site local: configuração e API', () => {
  it('/config/site.json é válido segundo o contrato e traz as omissões das suas variáveis', async () => {
    const config = esquemaConfiguracaoSite.parse((await obter('/config/site.json')).json());
    // Pictures may come from the embedded APIs' own address too (a CMS's absolute URLs).
    expect(config).toEqual({
      ...(montarConfiguracaoSite(({ omissao }) => omissao) as object),
      imagens: { origens: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    });
    expect(config.associacao.nome).toBe('Associação Angolana para a Qualidade');
    expect(config.remotos.mfe_eventos).toBe('/mf/eventos/remoteEntry.js');
  });

  it('uma variável inválida é recusada com o nome da variável', () => {
    expect(() => lerConfiguracaoSite({ REMOTE_EVENTOS_URL: 'ftp://x/mf-manifest.json' })).toThrow(
      ErroConfiguracao,
    );
    expect(() => lerConfiguracaoSite({ REMOTE_EVENTOS_URL: 'ftp://x/mf-manifest.json' })).toThrow(
      /REMOTE_EVENTOS_URL/,
    );
    expect(() => lerConfiguracaoSite({ CMS_API_URL: 'nao-e-url' })).toThrow(/CMS_API_URL/);
  });

  it('a API embutida responde nas três bases', async () => {
    expect((await obter('/cms/api/v1/paginas/pt')).json()).toMatchObject({ statusCode: 200 });
    expect((await obter('/eve/api/v1/tiposEventos/Lista/pt')).json()).toMatchObject({
      statusCode: 200,
    });
    expect((await obter('/apl/api/v1/health')).json()).toEqual({ estado: 'ok' });
  });

  it('um método ou endereço que nenhuma rota aceita responde 404 com envelope em português', async () => {
    for (const [method, url] of [
      ['PROPFIND', '/cms/api/v1/newsletters'],
      ['SEARCH', '/eve/api/v1/inscricoes'],
      ['POST', '/APL/API/V1/CANDIDATURAS'],
      ['POST', '/qualquer/coisa'],
    ] as const) {
      const resposta = await app.inject({ method, url });
      expect(resposta.statusCode).toBe(404);
      expect(resposta.json()).toEqual({
        objecto: null,
        statusCode: 404,
        mensagem: 'O endereço pedido não existe neste serviço.',
      });
    }
  });

  it('sem a build do shell, a API continua a responder e as páginas dão 503', async () => {
    const vazio = pastaTemporaria();
    const { app: semBuild } = await construirLocalSite({
      env: ambiente({ SITE_DIST_DIR: join(vazio.pasta, 'nada') }),
      logger: false,
    });
    expect((await semBuild.inject({ method: 'GET', url: '/cms/api/v1/locais' })).statusCode).toBe(
      200,
    );
    const pagina = await semBuild.inject({ method: 'GET', url: '/eventos' });
    expect(pagina.statusCode).toBe(503);
    expect(pagina.body).toContain('npm run build');
    await semBuild.close();
    vazio.remover();
  });
});

describe('site local: encaminhamento para outro servidor', () => {
  let upstream: FastifyInstance;
  let enderecoUpstream: string;

  let indisponiveis = 0;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/cms/api/v1/indisponivel', async (_pedido, resposta) => {
      indisponiveis += 1;
      return resposta.code(503).send({ objecto: null, statusCode: 503 });
    });
    upstream.all('/cms/api/v1/*', async (pedido) => ({
      objecto: {
        via: 'upstream',
        caminho: pedido.url,
        metodo: pedido.method,
        corpo: pedido.body ?? null,
      },
      statusCode: 200,
    }));
    enderecoUpstream = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => upstream.close());

  it('com CMS_API_URL, a base do CMS vai para o servidor indicado e as outras ficam embutidas', async () => {
    const { app: comProxy } = await construirLocalSite({
      env: ambiente({ CMS_API_URL: enderecoUpstream }),
      logger: false,
    });
    try {
      const leitura = await comProxy.inject({ method: 'GET', url: '/cms/api/v1/paginas/pt?x=1' });
      expect(leitura.statusCode).toBe(200);
      expect(leitura.json()).toMatchObject({
        objecto: { via: 'upstream', caminho: '/cms/api/v1/paginas/pt?x=1' },
      });
      expect(leitura.headers['content-security-policy']).toBe(CSP);
      const escrita = await comProxy.inject({
        method: 'POST',
        url: '/cms/api/v1/newsletters',
        headers: { 'content-type': 'application/json' },
        payload: { email: 'a@b.ao' },
      });
      expect(escrita.json()).toMatchObject({
        objecto: { metodo: 'POST', corpo: { email: 'a@b.ao' } },
      });
      const eventos = await comProxy.inject({
        method: 'GET',
        url: '/eve/api/v1/tiposEventos/Lista/pt',
      });
      expect(eventos.json()).not.toHaveProperty('objecto.via');
      expect(eventos.json()).toMatchObject({ statusCode: 200 });
    } finally {
      await comProxy.close();
    }
  });

  it('um 503 do upstream passa logo ao pedido, sem o repetir ao CMS que o deu', async () => {
    const { app: comProxy } = await construirLocalSite({
      env: ambiente({ CMS_API_URL: enderecoUpstream }),
      logger: false,
    });
    try {
      const resposta = await comProxy.inject({ method: 'GET', url: '/cms/api/v1/indisponivel' });
      expect(resposta.statusCode).toBe(503);
      expect(indisponiveis).toBe(1);
    } finally {
      await comProxy.close();
    }
  });

  it('o navegador mostra as imagens do upstream do CMS e dos servidores de media, e só essas', async () => {
    const { app: comProxy } = await construirLocalSite({
      env: ambiente({
        CMS_API_URL: `${enderecoUpstream}/api/v1`,
        IMAGENS_ORIGENS: 'https://media.aaq.example.ao/uploads, https://s3.example.ao',
      }),
      logger: false,
    });
    try {
      const config = esquemaConfiguracaoSite.parse(
        (await comProxy.inject({ method: 'GET', url: '/config/site.json' })).json(),
      );
      expect(config.imagens.origens.split(' ').sort()).toEqual(
        [
          enderecoUpstream,
          'http://127.0.0.1:8080',
          'https://media.aaq.example.ao',
          'https://s3.example.ao',
        ].sort(),
      );
      // A picture elsewhere is refused by the endpoint before anything is fetched.
      const recusada = await comProxy.inject({
        method: 'GET',
        url: '/imagem?url=https%3A%2F%2Foutro.example%2Fa.jpg&w=640',
      });
      expect([recusada.statusCode, recusada.body]).toEqual([403, MENSAGENS.imagemOrigem]);
    } finally {
      await comProxy.close();
    }
  });
});

describe('startLocalSite', () => {
  it('arranca numa porta livre em 127.0.0.1 e responde por HTTP', async () => {
    const outra = pastaTemporaria();
    const local = await startLocalSite({
      env: ambiente({ DATA_DIR: outra.pasta }),
      port: 0,
      logger: false,
    });
    try {
      expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const resposta = await fetch(`${local.url}/eventos`);
      expect(resposta.status).toBe(200);
      expect(await resposta.text()).toBe(INDEX);
    } finally {
      await local.close();
      outra.remover();
    }
  });
});
