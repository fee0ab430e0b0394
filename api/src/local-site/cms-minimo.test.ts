import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import {
  caminhoEvento,
  caminhoTipoEvento,
  ID_CLASSIFICACAO_PADRAO,
  LINGUA,
  UTILIZADOR_WEBSITE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@site/shared/contract';
import { ErroConfiguracao } from '@site/shared/contract/ambiente';

import type { EventoMinimo, TipoEventoMinimo } from '../referencia/cms-minimo/formas';
import { lerConfiguracao } from '../referencia/configuracao';
import { abrirBaseDados } from '../referencia/db';
import {
  criarApiDeTeste,
  pastaTemporaria,
  type ApiDeTeste,
} from '../referencia/testes/api-de-teste';

import { construirLocalSite } from './aplicacao-site';
import { lerConfiguracaoSite } from './configuracao';

const LOCAL_SITE = join(__dirname, '..', '..', 'dist', 'local-site.js');
const AGORA = new Date('2026-05-20T10:00:00Z');
const LEITURAS = [
  '/cms/api/v1/paginas/pt',
  '/cms/api/v1/paginas/pagina/1/pt/true',
  '/cms/api/v1/locais/local/2/pt',
  '/cms/api/v1/redesSocias',
  '/eve/api/v1/tiposEventos/Lista/pt',
  '/eve/api/v1/eventos/501/pt',
];

describe('CMS_CONTEUDO escolhe o conteúdo das leituras', () => {
  it('vale "referencia" por omissão ou em branco, e aceita "minimo"', () => {
    expect(lerConfiguracao({}).cmsConteudo).toBe('referencia');
    expect(lerConfiguracao({ CMS_CONTEUDO: ' ' }).cmsConteudo).toBe('referencia');
    expect(lerConfiguracao({ CMS_CONTEUDO: 'minimo' }).cmsConteudo).toBe('minimo');
    expect(lerConfiguracaoSite({ CMS_CONTEUDO: 'minimo' }).api.cmsConteudo).toBe('minimo');
  });

  it('um valor desconhecido é recusado com uma mensagem que nomeia a variável', () => {
    for (const ler of [lerConfiguracao, lerConfiguracaoSite]) {
      expect(() => ler({ CMS_CONTEUDO: 'wordpress' })).toThrow(ErroConfiguracao);
      expect(() => ler({ CMS_CONTEUDO: 'wordpress' })).toThrow(
        'Invalid environment variable CMS_CONTEUDO: must be one of referencia, minimo, minimo-outra-forma (got "wordpress")',
      );
    }
  });

  it('com um valor desconhecido, o site local não arranca e diz porquê', async () => {
    expect(existsSync(LOCAL_SITE)).toBe(true);
    const dados = pastaTemporaria();
    const filho = spawn(process.execPath, [LOCAL_SITE], {
      env: { ...process.env, CMS_CONTEUDO: 'Minimo', PORT: '8309', DATA_DIR: dados.pasta },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let erros = '';
    filho.stderr?.on('data', (parte: Buffer) => (erros += parte.toString()));
    const limite = setTimeout(() => filho.kill('SIGKILL'), 10_000);
    const [codigo] = (await once(filho, 'exit')) as [number | null];
    clearTimeout(limite);
    dados.remover();
    expect(codigo).toBe(1);
    expect(erros).toContain('Invalid environment variable CMS_CONTEUDO');
    expect(erros).toContain('(got "Minimo")');
  });
});

describe('site local: leituras do CMS mínimo, envios no backend de referência', () => {
  const dados = pastaTemporaria();
  const site = pastaTemporaria();
  let minimo: FastifyInstance;
  let referencia: FastifyInstance;
  let apiMinima: ApiDeTeste;
  let apiReferencia: ApiDeTeste;

  const construir = (env: Record<string, string>) =>
    construirLocalSite({
      env: { SITE_DIST_DIR: site.pasta, DATA_DIR: dados.pasta, ...env },
      logger: false,
      raizRepositorio: site.pasta,
      agora: () => AGORA,
    });

  beforeAll(async () => {
    const localMinimo = await construir({ CMS_CONTEUDO: 'minimo' });
    minimo = localMinimo.app;
    referencia = (await construir({})).app;
    // The minimal CMS's uploads host, which the local site started on a port of its own.
    const [origemMidia] = localMinimo.config.imagens.midia;
    expect(origemMidia).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    apiMinima = await criarApiDeTeste({
      cmsConteudo: 'minimo',
      agora: () => AGORA,
      origemMidiaMinima: origemMidia!,
    });
    apiReferencia = await criarApiDeTeste({ agora: () => AGORA });
  });
  afterAll(async () => {
    await Promise.all([minimo.close(), referencia.close(), apiMinima.fechar()]);
    await apiReferencia.fechar();
    dados.remover();
    site.remover();
  });

  it.each(LEITURAS)('%s: com CMS_CONTEUDO=minimo responde como o CMS mínimo', async (url) => {
    const resposta = await minimo.inject({ method: 'GET', url });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.body).toBe((await apiMinima.obter(url)).body);
  });

  it.each(LEITURAS)('%s: sem CMS_CONTEUDO responde como a referência', async (url) => {
    const resposta = await referencia.inject({ method: 'GET', url });
    expect(resposta.body).toBe((await apiReferencia.obter(url)).body);
    expect(resposta.body).not.toBe((await apiMinima.obter(url)).body);
  });

  it('o sitemap lê o CMS mínimo: cada tipo de evento e cada evento visível', async () => {
    const tipos = (await apiMinima.obter('/eve/api/v1/tiposEventos/Lista/pt')).json<{
      objecto: TipoEventoMinimo[];
    }>().objecto;
    const eventos = (
      await apiMinima.enviar('/eve/api/v1/eventos/classificacao', {
        idClassificacao: ID_CLASSIFICACAO_PADRAO,
        codIdioma: LINGUA,
        utilizadorSessao: { ...UTILIZADOR_WEBSITE },
      })
    ).json<{ objecto: EventoMinimo[] }>().objecto;
    const visivel = (e: EventoMinimo) => e.estado.trim().toLowerCase() === 'activo';

    const sitemap = await minimo.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    for (const tipo of tipos) expect(sitemap.body).toContain(`${caminhoTipoEvento(tipo)}<`);
    for (const evento of eventos) {
      expect(sitemap.body.includes(`${caminhoEvento(evento)}<`)).toBe(visivel(evento));
    }
  });

  it('uma subscrição da newsletter fica guardada pelo backend de referência', async () => {
    const db = abrirBaseDados(dados.pasta);
    const contar = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM newsletters').get() as { n: number }).n;
    const antes = contar();
    const token = 'token-de-teste-0123456789';
    const resposta = await minimo.inject({
      method: 'POST',
      url: '/cms/api/v1/newsletters',
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      },
      payload: { email: 'leitor@exemplo.ao', consentimento: true },
    });
    expect(resposta.statusCode).toBe(201);
    expect(contar()).toBe(antes + 1);
    db.close();
  });
});
