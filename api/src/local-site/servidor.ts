import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';

import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

import { BASES_API, caminhoRemoto, NOMES_API, type NomeRemoto } from '@site/shared/contract';

import { apiPlugin, type OpcoesApi } from '../app';
import { iniciarServidorMidiaMinima } from '../cms-minimo/midia';
import { abrirBaseDados } from '../db';
import { naoEncontrado, tratarErro } from '../http/tratar-erros';
import { baseDoUpstream } from '../http/upstreams';
import { origensPermitidas, type PoliticaOrigens } from '../imagens/politica';
import { registarRotaImagens } from '../imagens/rota';
import { ServicoImagens } from '../imagens/servico';
import { ArmazemFotografias } from '../media/armazem-fotografias';
import type { NomeBase } from '../routes/base';
import { criarVerificadorCaptcha, type VerificadorCaptcha } from '../security/bot-check';

import { registarCabecalhosSeguranca } from './cabecalhos';
import { lerConfiguracaoSite, type ConfiguracaoLocalSite } from './config';
import {
  caminhoDoPedido,
  caminhoReservado,
  enviarSeExistir,
  ficheiroNaoEncontrado,
  localizarPastas,
  type PastasSite,
} from './ficheiros-estaticos';
import { carregarRenderizador, type RenderizadorPaginas } from './renderizacao';
import { registarSitemap } from './sitemap';

export interface OpcoesLocalSite {
  /** Environment to read (default `process.env`); explicit options below win over it. */
  env?: Record<string, string | undefined>;
  port?: number;
  host?: string;
  dataDir?: string;
  /** The repository root holding `shell/` and the `mfe-` folders; found from the working directory when absent. */
  raizRepositorio?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured captcha verifier (tests inject a fake). */
  verificadorCaptcha?: VerificadorCaptcha | null;
  agora?: () => Date;
  /** Test hook passed to the API (see {@link OpcoesApi.transformarConteudo}). */
  transformarConteudo?: OpcoesApi['transformarConteudo'];
}

export interface LocalSite {
  app: FastifyInstance;
  /** `http://host:port` the site listens on. */
  url: string;
  close(): Promise<void>;
}

const TEM_EXTENSAO = /\/[^/]*\.[^/]+$/;

/** Walks up from `inicio` to the folder holding both `shell/` and `api/`. */
function encontrarRaizRepositorio(inicio: string = process.cwd()): string {
  let pasta = resolve(inicio);
  for (;;) {
    if (existsSync(resolve(pasta, 'shell')) && existsSync(resolve(pasta, 'api'))) return pasta;
    const acima = dirname(pasta);
    if (acima === pasta) return resolve(inicio);
    pasta = acima;
  }
}

function avisarPastasEmFalta(app: FastifyInstance, pastas: PastasSite): void {
  for (const [nome, pasta] of [
    ['shell', pastas.shell],
    ...Object.entries(pastas.remotos),
  ] as const) {
    if (!existsSync(pasta)) {
      app.log.warn(
        { pasta },
        `build of ${nome} not found: run "npm run build" at the repository root; the API is served anyway`,
      );
    }
  }
}

/** The seed's photographs and the minimal CMS's own media host, as the embedded CMS serves them. */
interface MidiaEmbutida {
  fotografias: ArmazemFotografias;
  /** The minimal CMS's uploads host (`CMS_CONTEUDO=minimo`), on a loopback port of its own. */
  origemMinima: string | undefined;
}

/**
 * Starts what the embedded CMS serves pictures from: its photographs are made on first use and
 * kept under MEDIA_SEMENTE_DIR (the data folder's `media-semente`); the minimal CMS's uploads live
 * on an origin of their own, as a real CMS's do, so the image endpoint fetches them from there.
 */
async function iniciarMidiaEmbutida(
  app: FastifyInstance,
  config: ConfiguracaoLocalSite,
  opcoes: OpcoesLocalSite,
): Promise<MidiaEmbutida> {
  const env = opcoes.env ?? process.env;
  const fotografias = new ArmazemFotografias({
    pasta:
      opcoes.dataDir && !env.MEDIA_SEMENTE_DIR?.trim()
        ? join(opcoes.dataDir, 'media-semente')
        : config.api.mediaSementeDir,
    avisar: (mensagem, erro) => app.log.warn({ err: erro }, mensagem),
  });
  const embutido = !config.upstreams.cms || !config.upstreams.eve;
  const midia =
    embutido && config.api.cmsConteudo === 'minimo'
      ? await iniciarServidorMidiaMinima({ fotografias })
      : null;
  const aquecimento = new AbortController();
  app.addHook('onClose', async () => {
    aquecimento.abort();
    await midia?.fechar();
  });
  // Each photograph takes over a second to make: made once the site listens, rather than for a visitor.
  app.addHook('onListen', async () => {
    void fotografias.aquecer(aquecimento.signal);
  });
  return { fotografias, origemMinima: midia?.origem };
}

function registarApis(
  app: FastifyInstance,
  config: ConfiguracaoLocalSite,
  opcoes: OpcoesLocalSite,
  midia: MidiaEmbutida,
) {
  const bases = NOMES_API.filter((base) => !config.upstreams[base]);
  for (const base of NOMES_API) {
    const upstream = config.upstreams[base];
    if (!upstream) continue;
    const url = new URL(upstream);
    const prefixo = BASES_API[base].replace(/\/$/, '');
    const caminho = url.pathname.replace(/\/$/, '');
    void app.register(proxy, {
      upstream: url.origin,
      prefix: prefixo,
      rewritePrefix: caminho || prefixo,
    });
    app.log.info({ base, upstream }, 'proxying API base to upstream');
  }
  if (bases.length === 0) return;
  const db = abrirBaseDados(opcoes.dataDir ?? config.api.dataDir);
  app.addHook('onClose', async () => db.close());
  void app.register(apiPlugin, {
    associacao: config.api.associacao,
    db,
    rateLimitMax: config.api.rateLimitMax,
    bodyLimit: config.api.bodyLimit,
    verificadorCaptcha:
      opcoes.verificadorCaptcha !== undefined
        ? opcoes.verificadorCaptcha
        : config.api.captcha
          ? criarVerificadorCaptcha(config.api.captcha)
          : null,
    bases,
    cmsConteudo: config.api.cmsConteudo,
    fotografias: midia.fotografias,
    ...(midia.origemMinima ? { origemMidiaMinima: midia.origemMinima } : {}),
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
    ...(opcoes.transformarConteudo ? { transformarConteudo: opcoes.transformarConteudo } : {}),
  });
  if (config.api.cmsConteudo !== 'referencia') {
    app.log.info(
      { cmsConteudo: config.api.cmsConteudo },
      'embedded cms/eve reads come from another content (CMS_CONTEUDO); submissions stay with the reference backend',
    );
  }
  if (!config.api.captcha && opcoes.verificadorCaptcha == null) {
    app.log.warn(
      'captcha is off (CAPTCHA_SECRET/CAPTCHA_VERIFY_URL unset); the honeypot still applies',
    );
  }
}

/** Where each API base answers: its configured upstream, else the embedded backend in this process. */
function politicaImagens(
  config: ConfiguracaoLocalSite,
  origemInterna: string,
  midia: readonly string[],
): PoliticaOrigens {
  const base = (nome: NomeBase) => {
    const upstream = config.upstreams[nome];
    return upstream ? baseDoUpstream(upstream, nome) : `${origemInterna}${BASES_API[nome]}`;
  };
  return { bases: { cms: base('cms'), eve: base('eve'), apl: base('apl') }, midia };
}

/** The runtime configuration's picture origins: the upstreams' and the media hosts'. */
function origensImagensSite(config: ConfiguracaoLocalSite, origemInterna: string): string {
  return origensPermitidas(politicaImagens(config, origemInterna, config.imagens.midia)).join(' ');
}

/** The image endpoint, its cache under the data folder (`IMAGENS_CACHE_DIR` moves it). */
async function criarServicoImagens(
  app: FastifyInstance,
  config: ConfiguracaoLocalSite,
  opcoes: OpcoesLocalSite,
  origemInterna: { valor: string },
): Promise<ServicoImagens> {
  config.site.imagens.origens = origensImagensSite(config, origemInterna.valor);
  return ServicoImagens.criar({
    ...config.imagens,
    ...(opcoes.dataDir && !(opcoes.env ?? process.env).IMAGENS_CACHE_DIR
      ? { pasta: `${opcoes.dataDir}/imagens` }
      : {}),
    politica: () => politicaImagens(config, origemInterna.valor, config.imagens.midia),
    avisar: (dados, mensagem) => app.log.warn(dados, mensagem),
  });
}

/**
 * The server renderer, loaded once the site listens (it needs the site's own address); a page
 * asked for while it loads waits for it.
 */
interface Renderizacao {
  renderizador: Promise<RenderizadorPaginas | null> | null;
}

/** The origin a request came to, for canonical links when PUBLIC_URL is not set. */
function origemDoPedido(pedido: FastifyRequest): string {
  return `${pedido.protocol}://${pedido.host}`;
}

function registarFicheiros(
  app: FastifyInstance,
  pastas: PastasSite,
  renderizacao: Renderizacao,
): void {
  void app.register(fastifyStatic, { root: pastas.shell, serve: false });

  for (const nome of Object.keys(pastas.remotos) as NomeRemoto[]) {
    const pasta = pastas.remotos[nome];
    const prefixo = caminhoRemoto(nome);
    app.get(`${prefixo}*`, async (pedido, resposta) => {
      const caminho = caminhoDoPedido(pedido).slice(prefixo.length);
      return enviarSeExistir(resposta, pasta, caminho) ?? ficheiroNaoEncontrado(resposta);
    });
  }

  app.get('/*', async (pedido, resposta) => {
    const caminho = caminhoDoPedido(pedido);
    const enviado = enviarSeExistir(resposta, pastas.shell, caminho);
    if (enviado) return enviado;
    if (TEM_EXTENSAO.test(caminho) || caminhoReservado(caminho)) {
      return ficheiroNaoEncontrado(resposta);
    }
    if (!existsSync(resolve(pastas.shell, 'index.html'))) {
      return resposta
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="pt"><meta charset="utf-8"><title>Site em preparação</title>' +
            '<p>O site ainda não foi construído. Execute <code>npm run build</code> na raiz do repositório.</p></html>',
        );
    }
    resposta.header('cache-control', 'no-cache');
    const renderizador = await renderizacao.renderizador;
    if (renderizador) {
      try {
        const pagina = await renderizador.responder(pedido.url, origemDoPedido(pedido));
        return resposta
          .code(pagina.estado)
          .headers({ ...pagina.cabecalhos, 'x-cache': pagina.cache })
          .send(pagina.corpo);
      } catch (erro) {
        pedido.log.warn({ err: erro }, 'server render failed: the browser renders this page');
      }
    }
    return resposta.sendFile('index.html', pastas.shell, { cacheControl: false });
  });
}

/** Builds the one-origin local site (shell, remotes, runtime config, API) without listening. */
export async function construirLocalSite(opcoes: OpcoesLocalSite = {}): Promise<{
  app: FastifyInstance;
  config: ConfiguracaoLocalSite;
  pastas: PastasSite;
  renderizacao: Renderizacao;
  /** The address this process answers on over loopback (the embedded APIs' pictures are fetched there). */
  origemInterna: { valor: string };
}> {
  const config = lerConfiguracaoSite(opcoes.env ?? process.env);
  const raiz = opcoes.raizRepositorio ?? encontrarRaizRepositorio();
  const pastas = localizarPastas(raiz, config.siteDistDir);
  const origemInterna = { valor: `http://127.0.0.1:${opcoes.port ?? config.api.port}` };
  const app = Fastify({
    logger: opcoes.logger ?? { level: config.api.logLevel },
    trustProxy: config.api.trustProxy,
    bodyLimit: config.api.bodyLimit,
  });
  app.setErrorHandler(tratarErro);
  // Methods and paths no route takes (PROPFIND, a POST outside the APIs): a Portuguese envelope too.
  app.setNotFoundHandler(naoEncontrado);
  registarCabecalhosSeguranca(app, config.origemCaptcha);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.get('/health', async () => ({ estado: 'ok' }));
  app.get('/config/site.json', async (_pedido, resposta) =>
    resposta.header('cache-control', 'no-cache').send(config.site),
  );
  const midia = await iniciarMidiaEmbutida(app, config, opcoes);
  // The minimal CMS's uploads host is a media host like any the ops would list.
  if (midia.origemMinima) config.imagens.midia.push(midia.origemMinima);
  registarApis(app, config, opcoes, midia);
  registarRotaImagens(app, await criarServicoImagens(app, config, opcoes, origemInterna));
  registarSitemap(app, config.site);
  const renderizacao: Renderizacao = { renderizador: null };
  registarFicheiros(app, pastas, renderizacao);
  avisarPastasEmFalta(app, pastas);
  await app.ready();
  return { app, config, pastas, renderizacao, origemInterna };
}

/** Starts the local site on HOST:PORT (or the given port; 0 picks a free one). */
export async function startLocalSite(opcoes: OpcoesLocalSite = {}): Promise<LocalSite> {
  const { app, config, pastas, renderizacao, origemInterna } = await construirLocalSite(opcoes);
  const host = opcoes.host ?? config.api.host;
  await app.listen({ port: opcoes.port ?? config.api.port, host });
  const endereco = app.server.address();
  const porta =
    typeof endereco === 'object' && endereco ? endereco.port : (opcoes.port ?? config.api.port);
  // Listening on every interface, the renderer still asks this process over loopback.
  const anfitriao = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  const url = `http://${anfitriao.includes(':') ? `[${anfitriao}]` : anfitriao}:${porta}`;
  // The embedded APIs' pictures are fetched from this very process, now that its port is known.
  origemInterna.valor = url;
  config.site.imagens.origens = origensImagensSite(config, origemInterna.valor);
  renderizacao.renderizador = carregarRenderizador({
    pastaShell: pastas.shell,
    origemInterna: url,
    configuracao: config.site,
    env: opcoes.env ?? process.env,
    log: app.log,
  }).catch((erro: unknown) => {
    app.log.error(
      { err: erro },
      'server renderer failed to load: pages are rendered in the browser',
    );
    return null;
  });
  return { app, url: `http://${host}:${porta}`, close: () => app.close() };
}
