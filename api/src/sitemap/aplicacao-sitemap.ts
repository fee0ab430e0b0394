import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { naoEncontrado, tratarErro } from '../comum/http/tratar-erros';

import type { ConfiguracaoSitemap } from './configuracao';
import { criarLeitorHttp, type OpcoesLeitorHttp } from './leitor-http';
import { registarSitemap } from './rotas';

export interface OpcoesServidorSitemap {
  logger?: FastifyServerOptions['logger'];
  /** Replaces the global `fetch` used to read the CMS (tests). */
  fetch?: OpcoesLeitorHttp['fetch'];
  agora?: () => number;
}

/**
 * The sitemap server of the Docker deployment: `/sitemap.xml` and `/robots.txt` built from the
 * configured CMS/EVE upstreams, and `/health` (its own, not the CMS's), without listening.
 */
export async function construirAplicacaoSitemap(
  config: ConfiguracaoSitemap,
  opcoes: OpcoesServidorSitemap = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opcoes.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler(naoEncontrado);
  app.get('/health', async () => ({ estado: 'ok' }));
  registarSitemap(app, {
    ler: criarLeitorHttp(config.bases, opcoes.fetch ? { fetch: opcoes.fetch } : {}),
    slugAssociacao: config.slugAssociacao,
    urlPublico: config.urlPublico,
    cacheSegundos: config.cacheSegundos,
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
  });
  await app.ready();
  return app;
}
