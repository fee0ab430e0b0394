import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';

import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { naoEncontrado, tratarErro } from '../comum/http/tratar-erros';
import { abrirOps, medirPedidos } from '../comum/ops';
import { opcoesRegisto, rastrearPedidos } from '../comum/rastreio';
import { registarRotaImagens } from '../imagens/rota';
import type { OpcoesApi } from '../referencia/app';
import type { VerificadorCaptcha } from '../referencia/seguranca/bot-check';
import { registarRum, RUM_POR_SEGUNDO_OMISSAO } from '../sitemap/rum/coletor';
import { VersoesVivas } from '../sitemap/rum/versoes-vivas';

import { iniciarMidiaEmbutida, registarApis } from './apis-embutidas';
import { registarCabecalhosSeguranca } from './cabecalhos';
import { lerConfiguracaoSite, type ConfiguracaoLocalSite } from './configuracao';
import { localizarPastas, registarManifesto, type PastasSite } from './ficheiros-estaticos';
import { criarServicoImagens, origensImagensSite } from './imagens-site';
import { carregarRenderizador } from './renderizacao';
import { registarFicheiros, rotaMedida, type Renderizacao } from './rotas-paginas';
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
  /** `http://host:port` of its ops address (`/metrics`, `/versoes`); undefined when not open. */
  urlOps: string | undefined;
  close(): Promise<void>;
}

/** Walks up from `inicio` to the folder holding both `shell/` and `api/`. */
export function encontrarRaizRepositorio(inicio: string = process.cwd()): string {
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
    ...opcoesRegisto(opcoes.logger ?? { level: config.api.logLevel }),
    trustProxy: config.api.trustProxy,
    bodyLimit: config.api.bodyLimit,
  });
  await rastrearPedidos(app);
  app.setErrorHandler(tratarErro);
  // Methods and paths no route takes (PROPFIND, a POST outside the APIs): a Portuguese envelope too.
  app.setNotFoundHandler(naoEncontrado);
  const slug = config.site.associacao.slug;
  medirPedidos(app, (pedido, rota) => rotaMedida(pedido, rota, slug));
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
  registarManifesto(app, config.site);
  const midia = await iniciarMidiaEmbutida(app, config, opcoes);
  // The minimal CMS's uploads host is a media host like any the ops would list.
  if (midia.origemMinima) config.imagens.midia.push(midia.origemMinima);
  registarApis(app, config, opcoes, midia);
  registarRotaImagens(app, await criarServicoImagens(app, config, opcoes, origemInterna));
  registarSitemap(app, config.site);
  // Real visitors' reports, labelled with the remote versions this very process serves.
  await registarRum(app, {
    slugAssociacao: slug,
    versoes: new VersoesVivas({ remotos: config.site.remotos, origem: () => origemInterna.valor }),
    porSegundo: RUM_POR_SEGUNDO_OMISSAO,
  });
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
    medir: config.api.ops !== null,
  }).catch((erro: unknown) => {
    app.log.error(
      { err: erro },
      'server renderer failed to load: pages are rendered in the browser',
    );
    return null;
  });
  // One ops address for the whole process: its families, and the hosted renderer's.
  const ops = await abrirOps(app, config.api.ops, 'local-site', {
    metricas: async () => (await renderizacao.renderizador)?.metricas() ?? '',
    versoes: async () => (await renderizacao.renderizador)?.versoes() ?? null,
  });
  return {
    app,
    url: `http://${host}:${porta}`,
    urlOps: ops?.url,
    close: async () => {
      await app.close();
      await ops?.fechar();
    },
  };
}
