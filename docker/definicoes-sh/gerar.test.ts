import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  cabecalhosSeguranca,
  cookieXsrf,
  enderecoDaPagina,
  HASH_SCRIPT_MENU_NAVBAR,
  LISTA_VARIAVEIS_SITE,
  manifestoAplicacao,
  MENSAGENS,
  PARAMETROS_LIDOS,
  problemaDoValor,
  REGRAS_VARIAVEL,
  tokenXsrfDoCookie,
  type NomeRegra,
} from '@site/shared/contract';
import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';

import { lerConfiguracaoSite } from '../../api/src/local-site/configuracao';

import { gerarDefinicoesSh } from './gerar';

// The nginx images' entrypoints run docker/lib/comum.sh with the generated definicoes.sh under
// dash; here they run the same way, so the container and the local site are held to agree.

const DOCKER = join(__dirname, '..');
const PASTA = mkdtempSync(join(tmpdir(), 'definicoes-sh-'));
const DEFINICOES = join(PASTA, 'definicoes.sh');

beforeAll(() => writeFileSync(DEFINICOES, gerarDefinicoesSh()));
afterAll(() => rmSync(PASTA, { recursive: true, force: true }));

/** Runs `script` in sh after the entrypoints' two files, with only `env` (and PATH) set. */
function correrSh(script: string, env: Record<string, string> = {}) {
  const resultado = spawnSync('sh', ['-c', `set -eu; . "$COMUM"; . "$DEFINICOES"; ${script}`], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      COMUM: join(DOCKER, 'lib', 'comum.sh'),
      DEFINICOES,
      ...env,
    },
    encoding: 'utf8',
  });
  return { estado: resultado.status, saida: resultado.stdout, erro: resultado.stderr };
}

/** The site.json the shell's image writes at start for this environment. */
function siteJsonDoContentor(env: Record<string, string>) {
  const ficheiro = join(PASTA, 'site.json');
  const { estado, erro } = correrSh('escrever_configuracao_site "$SAIDA"', {
    ...env,
    SAIDA: ficheiro,
  });
  expect({ estado, erro }).toEqual({ estado: 0, erro: '' });
  return JSON.parse(readFileSync(ficheiro, 'utf8')) as unknown;
}

/** `add_header Nome "valor" always;` lines as { Nome: valor }. */
function lerAddHeaders(texto: string) {
  return Object.fromEntries(
    [...texto.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(([, nome, valor]) => [
      nome,
      valor,
    ]),
  );
}

describe('imagem do shell: /config/site.json', () => {
  it.each<[string, Record<string, string>]>([
    ['sem variáveis, com as omissões do contrato', {}],
    [
      'em branco, com as omissões do contrato',
      { ASSOCIACAO_NOME: '  ', REMOTE_EVENTOS_URL: '', PUBLIC_URL: ' \t ' },
    ],
    [
      'com todas as variáveis definidas, aspas e barras incluídas',
      {
        ASSOCIACAO_NOME: 'Associação "Qualidade" de Benguela \\ Sul',
        ASSOCIACAO_SIGLA: 'AQB',
        ASSOCIACAO_SLUG: 'aq-benguela',
        ASSOCIACAO_DESCRICAO: "Normas, qualidade & boas práticas — 'sempre' $HOME `x`",
        REMOTE_EVENTOS_URL: 'https://cdn.example.ao:8443/mf/eventos/mf-manifest.json',
        REMOTE_INSTITUCIONAL_URL: 'http://[::1]:3001/remoteEntry.js',
        REMOTE_CONTEUDOS_URL: '/mf/conteudos/remoteEntry.js?v=2',
        DEV_CREDITO_NOME: 'Kianda Digital, Lda.',
        DEV_CREDITO_URL: 'https://kianda.example.ao',
        CAPTCHA_SITE_KEY: 'chave-publica',
        CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/api.js?render=explicit',
        PUBLIC_URL: 'https://www.aaq.ao',
      },
    ],
  ])('%s: válido e igual ao do site local', (_caso, env) => {
    const escrito = siteJsonDoContentor(env);
    expect(esquemaConfiguracaoSite.parse(escrito)).toEqual(escrito);
    expect(escrito).toEqual(lerConfiguracaoSite(env).site);
  });

  it.each([
    ['ASSOCIACAO_SLUG', 'Com Espaços'],
    ['ASSOCIACAO_NOME', 'duas\nlinhas'],
    ['CAPTCHA_SITE_KEY', 'com\ttabulação'],
    ['REMOTE_EVENTOS_URL', 'ftp://x/mf-manifest.json'],
    ['REMOTE_INSTITUCIONAL_URL', 'mf/institucional/remoteEntry.js'],
    ['REMOTE_CONTEUDOS_URL', '/mf/conteudos/${x}.js'],
    ['DEV_CREDITO_URL', 'javascript:alert(1)'],
    ['CAPTCHA_SCRIPT_URL', 'https://captcha.example.com/a"b'],
    ['PUBLIC_URL', 'https://www.aaq.ao:70000'],
  ])('%s=%j pára o contentor com a mesma linha que o site local', (variavel, valor) => {
    const { estado, erro } = correrSh('escrever_configuracao_site "$SAIDA"', {
      [variavel]: valor,
      SAIDA: join(PASTA, 'recusado.json'),
    });
    expect(estado).toBe(1);
    const local = () => lerConfiguracaoSite({ [variavel]: valor });
    const linha = `Invalid environment variable ${variavel}: `;
    expect(erro.startsWith(linha)).toBe(true);
    const mensagemContentor = erro.slice(linha.length, erro.indexOf(' (got "'));
    expect(local).toThrow(`${linha}${mensagemContentor} (got ${JSON.stringify(valor)})`);
  });

  it('um slug inválido pára o contentor com esta linha', () => {
    const { erro } = correrSh('escrever_configuracao_site /dev/null', { ASSOCIACAO_SLUG: 'AAQ' });
    expect(erro).toBe(
      'Invalid environment variable ASSOCIACAO_SLUG: must contain only lower-case letters, digits and hyphens (got "AAQ")\n',
    );
  });
});

describe('imagem do shell: /manifest.webmanifest', () => {
  it.each<[string, Record<string, string>]>([
    ['sem variáveis, com as omissões do contrato', {}],
    [
      'com o nome, a sigla e a descrição definidos, aspas e barras incluídas',
      {
        ASSOCIACAO_NOME: 'Associação "Qualidade" de Benguela \\ Sul',
        ASSOCIACAO_SIGLA: 'AQB',
        ASSOCIACAO_DESCRICAO: "Normas & boas práticas — 'sempre' $HOME `x`",
      },
    ],
  ])('%s: o mesmo manifesto que o site local serve', (_caso, env) => {
    const ficheiro = join(PASTA, 'manifest.webmanifest');
    const { estado, erro } = correrSh('escrever_manifesto "$SAIDA"', { ...env, SAIDA: ficheiro });
    expect({ estado, erro }).toEqual({ estado: 0, erro: '' });
    const escrito = JSON.parse(readFileSync(ficheiro, 'utf8')) as unknown;
    expect(escrito).toEqual(manifestoAplicacao(lerConfiguracaoSite(env).site.associacao));
    expect(escrito).toMatchObject({ display: 'standalone', start_url: '/', lang: 'pt' });
  });

  it('um nome inválido pára o contentor', () => {
    const { estado, erro } = correrSh('escrever_manifesto /dev/null', {
      ASSOCIACAO_NOME: 'duas\nlinhas',
    });
    expect(estado).toBe(1);
    expect(erro).toMatch(/^Invalid environment variable ASSOCIACAO_NOME: /);
  });
});

describe('regras das variáveis: o sh e o JavaScript lêem-nas da mesma maneira', () => {
  const VALORES: Record<NomeRegra, string[]> = {
    texto: ['Associação Angolana', 'l\'été "x" $y `z` \\', 'a\u0001b', 'fim\n', 'a\u007fb'],
    slug: ['aaq', 'aq-benguela-2', 'AAQ', 'aq_benguela', 'aç', 'aaq\n'],
    fracao: ['0', '1', '0.25', '1.00', '1.5', '.5', '0.', '-0.1', '2', '0,5', '1\n'],
    url: [
      'http://api:8080',
      'https://cms.example.ao/api/v1',
      'https://a.b.example.ao:65535/x/y.js?v=1#p',
      'http://[2001:db8::1]:8080/',
      'http://api:0',
      'http://api:65536',
      'http://api:08080',
      'https://-api.example.ao',
      'https://api..example.ao',
      'ftp://api',
      'https://api/a b',
      "https://api/a'b",
      'https://api/a;b',
      'https://api/{a}',
      'https://api/a$b',
      'https://api/ç',
      'https://api/\nhttps://b',
      '/mf/eventos/remoteEntry.js',
    ],
    urlOuCaminho: [
      '/mf/eventos/remoteEntry.js',
      '/',
      'https://cdn.example.ao/mf/eventos/mf-manifest.json',
      'mf/eventos/remoteEntry.js',
      '//cdn.example.ao/x.js',
      '/mf/a"b',
      '/mf/<script>',
    ],
    listaUrls: [
      'https://cms.example.ao',
      'https://cms.example.ao/uploads https://media.example.ao',
      'http://api:8080, https://s3.example.ao/bucket',
      'https://cms.example.ao,,http://[2001:db8::1]:9000',
      'https://cms.example.ao https://media.example.ao/a b',
      'cms.example.ao',
      'https://cms.example.ao ftp://x',
      ' https://cms.example.ao',
      'http://api:8080 http://api:8080 http://api:8080 ',
      ', ',
      'https://cms.example.ao;rm -rf /',
    ],
  };

  it.each(
    Object.entries(VALORES).flatMap(([regra, valores]) =>
      valores.map((valor) => [regra as NomeRegra, valor] as const),
    ),
  )('%s: %j', (regra, valor) => {
    const { padrao, mensagem } = REGRAS_VARIAVEL[regra];
    const { estado, saida, erro } = correrSh('ler_variavel X "" "$PADRAO" "$MENSAGEM"', {
      X: valor,
      PADRAO: padrao,
      MENSAGEM: mensagem,
    });
    const problema = problemaDoValor(regra, valor);
    if (problema === undefined) {
      expect({ estado, saida, erro }).toEqual({ estado: 0, saida: valor, erro: '' });
    } else {
      expect(estado).toBe(1);
      expect(erro).toContain(`Invalid environment variable X: ${problema} (got "`);
    }
  });

  it('cada omissão do contrato segue a sua regra', () => {
    for (const { variavel, omissao, regra } of LISTA_VARIAVEIS_SITE) {
      expect([variavel, problemaDoValor(regra, omissao)]).toEqual([variavel, undefined]);
    }
  });
});

describe('imagens nginx: cabeçalhos de segurança', () => {
  it('o nginx envia estes cabeçalhos, à letra', () => {
    const ficheiro = join(PASTA, 'cabecalhos.conf');
    correrSh(`escrever_cabecalhos "$SAIDA" '$cache_control'`, { SAIDA: ficheiro });
    expect(readFileSync(ficheiro, 'utf8')).toBe(
      [
        '# Generated at container start: include it in EVERY location (add_header is not inherited).',
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self' ${HASH_SCRIPT_MENU_NAVBAR}; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" always;`,
        'add_header X-Content-Type-Options "nosniff" always;',
        'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
        'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), interest-cohort=()" always;',
        'add_header X-Frame-Options "DENY" always;',
        'add_header Cross-Origin-Opener-Policy "same-origin" always;',
        'add_header Cache-Control $cache_control always;',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['sem captcha', {}],
    [
      'com captcha',
      { CAPTCHA_SCRIPT_URL: 'https://captcha.example.com:8443/api.js?render=explicit' },
    ],
  ])('%s, são os do contrato, como no site local', (_caso, env: Record<string, string>) => {
    const { saida } = correrSh('ORIGEM_CAPTCHA=$(origem_captcha); cabecalhos_seguranca', env);
    expect(lerAddHeaders(saida)).toEqual(
      cabecalhosSeguranca(lerConfiguracaoSite(env).origemCaptcha),
    );
  });

  it('o gateway esconde as cópias que os servidores de dentro enviam, todas', () => {
    const { saida } = correrSh('printf "%s\\n" $NOMES_CABECALHOS_SEGURANCA');
    expect(saida.trim().split('\n')).toEqual(Object.keys(cabecalhosSeguranca()));
  });
});

describe('gateway: as suas próprias respostas 503', () => {
  it('levam as mensagens do contrato, e o envelope das APIs é JSON', () => {
    const template = join(DOCKER, 'gateway', 'gateway.conf.template');
    const { estado, saida, erro } = correrSh(
      `export ENVELOPE_INDISPONIVEL MENSAGEM_INDISPONIVEL MENSAGEM_MAPA_INDISPONIVEL; envsubst '\${ENVELOPE_INDISPONIVEL} \${MENSAGEM_INDISPONIVEL} \${MENSAGEM_MAPA_INDISPONIVEL}' <"${template}"`,
    );
    expect({ estado, erro }).toEqual({ estado: 0, erro: '' });
    const respostas = [...saida.matchAll(/return 503 (['"])(.*)\1;/g)].map(([, , texto]) => texto);
    expect(respostas).toHaveLength(3);
    expect(JSON.parse(respostas[0] ?? '')).toEqual({
      objecto: null,
      statusCode: 503,
      mensagem: MENSAGENS.indisponivel,
    });
    expect(respostas.slice(1)).toEqual([
      `${MENSAGENS.indisponivel}\\n`,
      // What a visitor reads when the sitemap service is down, at the letter.
      'O mapa do sítio está temporariamente indisponível. Tente novamente dentro de momentos.\\n',
    ]);
  });
});

describe('gateway: a chave da cache de páginas', () => {
  /** The map's lines as [path regex, key part with nginx's $arg_ variables]. */
  function linhasMapa(): [RegExp, string][] {
    const { estado, saida, erro } = correrSh('printf "%s\\n" "$MAPA_PARAMETROS_LIDOS"');
    expect({ estado, erro }).toEqual({ estado: 0, erro: '' });
    return [...saida.matchAll(/^ {4}"~(\S+)" "(\S+)";$/gm)].map(([, padrao, parte]) => [
      new RegExp(padrao!),
      parte!,
    ]);
  }

  /** The key part nginx makes for `endereco`: the first matching line, its $arg_ read from the query. */
  function parteDaChave(linhas: [RegExp, string][], endereco: string): string {
    const url = new URL(endereco, 'http://x');
    const linha = linhas.find(([padrao]) => padrao.test(url.pathname));
    return (linha?.[1] ?? '').replace(
      /\$arg_(\w+)/g,
      (_v, nome: string) => url.searchParams.get(nome) ?? '',
    );
  }

  it('guarda os mesmos parâmetros que o renderizador, e só esses', () => {
    const linhas = linhasMapa();
    expect(linhas.length).toBeGreaterThan(0);
    for (const endereco of [
      '/pesquisa?q=normas&utm_source=whatsapp',
      '/pesquisa?pagina=2&utm_source=x&tipo=evento&q=normas',
      '/pesquisa/?fbclid=1&q=formacao',
      '/contactos?assunto=acessibilidade&gclid=2',
      '/associados/inscricao?categoria=estudante&utm_medium=x',
      '/eventos?q=nada&assunto=nada&utm_source=x',
      '/?categoria=x',
    ]) {
      const { pathname, searchParams: doRenderizador } = new URL(
        enderecoDaPagina(endereco),
        'http://x',
      );
      const doGateway = parteDaChave(linhas, endereco);
      // nginx's $arg_x of a parameter the address lacks is empty: `tipo=` where it has none.
      const lidos = PARAMETROS_LIDOS[pathname.replace(/(.)\/+$/, '$1')] ?? [];
      expect({ endereco, chave: doGateway }).toEqual({
        endereco,
        chave: lidos.map((nome) => `${nome}=${doRenderizador.get(nome) ?? ''}`).join('&'),
      });
    }
  });
});

describe('docker/README.md', () => {
  it('a tabela das variáveis do shell tem as variáveis e as omissões do contrato', () => {
    const readme = readFileSync(join(DOCKER, 'README.md'), 'utf8');
    const seccao = readme.slice(readme.indexOf('### Shell ('));
    const tabela = seccao.slice(0, seccao.indexOf('\n\n', seccao.indexOf('| ---')));
    const linhas = [...tabela.matchAll(/^\| `([A-Z_]+)` \| (.*) \|$/gm)].map(
      ([, variavel, omissao]) => [variavel, /^`([^`]*)`/.exec(omissao ?? '')?.[1] ?? ''],
    );
    expect(linhas).toEqual(
      LISTA_VARIAVEIS_SITE.map(({ variavel, omissao }) => [variavel, omissao]),
    );
  });
});

describe('gateway: o cookie XSRF que a página dá', () => {
  /** The map's two lines: the regex of a Cookie header that has a token, and the Set-Cookie else. */
  function mapa() {
    const { estado, saida, erro } = correrSh('printf "%s\\n" "$MAPA_COOKIE_XSRF"');
    expect({ estado, erro }).toEqual({ estado: 0, erro: '' });
    const [, padrao = '', valor = ''] =
      /^ {4}"~(.+)" "";\n {4}default "(.+)";$/m.exec(saida.trimEnd()) ?? [];
    return { padrao: new RegExp(padrao), valor };
  }

  it('dá um token a quem não tem um da forma do contrato, e só a esse', () => {
    const { padrao, valor } = mapa();
    expect(padrao.source).toContain('XSRF-TOKEN=');
    const token = 'a'.repeat(32);

    for (const cookie of [`XSRF-TOKEN=${token}`, `tema=escuro; XSRF-TOKEN=${token}; x=1`]) {
      expect([cookie, padrao.test(cookie)]).toEqual([cookie, true]);
      expect(tokenXsrfDoCookie(cookie)).toBe(token);
    }
    for (const cookie of ['', 'tema=escuro', 'XSRF-TOKEN=curto', `OUTRO-XSRF-TOKEN=${token}`]) {
      expect([cookie, padrao.test(cookie)]).toEqual([cookie, false]);
      expect(tokenXsrfDoCookie(cookie)).toBeUndefined();
    }
    expect(valor).toBe('XSRF-TOKEN=$request_id; Path=/; SameSite=Strict$xsrf_seguro');
    expect(cookieXsrf('$request_id', false)).toBe(valor.replace('$xsrf_seguro', ''));
  });
});
