import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { naoEncontrado, tratarErro } from '../comum/http/tratar-erros';
import { medirPedidos } from '../comum/ops';
import { opcoesRegisto, rastrearPedidos } from '../comum/rastreio';

import { registarAgenda } from './agenda/rotas';
import type { ConfiguracaoSitemap } from './configuracao';
import { registarFeed } from './feed/rotas';
import { criarLeitorHttp, type OpcoesLeitorHttp } from './leitor-http';
import { registarPesquisa } from './pesquisa/rotas';
import { registarSitemap } from './rotas';
import { registarRum } from './rum/coletor';
import { VersoesVivas } from './rum/versoes-vivas';

export interface OpcoesServidorSitemap {
  logger?: FastifyServerOptions['logger'];
  /** Replaces the global `fetch` used to read the CMS (tests). */
  fetch?: OpcoesLeitorHttp['fetch'];
  agora?: () => number;
}

/**
 * The sitemap server of the Docker deployment (the discovery server): `/sitemap.xml`,
 * `/robots.txt`, the calendars (`/agenda.ics`, `/agenda/…`) and the feed (`/feed.xml`) built
 * from the configured CMS/EVE upstreams, the search API, the real visitors' collector
 * (`/site/api/v1/rum`), and `/health` (its own, not the CMS's), without listening.
 */
export async function construirAplicacaoSitemap(
  config: ConfiguracaoSitemap,
  opcoes: OpcoesServidorSitemap = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...opcoesRegisto(opcoes.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
  });
  await rastrearPedidos(app);
  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler(naoEncontrado);
  medirPedidos(app);
  app.get('/health', async () => ({ estado: 'ok' }));
  const descoberta = {
    ler: criarLeitorHttp(config.bases, opcoes.fetch ? { fetch: opcoes.fetch } : {}),
    slugAssociacao: config.slugAssociacao,
    associacao: {
      nome: config.nomeAssociacao,
      sigla: config.siglaAssociacao,
      descricao: config.descricaoAssociacao,
    },
    urlPublico: config.urlPublico,
    cacheSegundos: config.cacheSegundos,
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
  };
  registarSitemap(app, descoberta);
  registarAgenda(app, descoberta);
  registarFeed(app, descoberta);
  registarPesquisa(app, descoberta);
  await registarRum(app, {
    slugAssociacao: config.slugAssociacao,
    versoes: new VersoesVivas({
      remotos: config.rum.remotos,
      origem: () => config.rum.origem,
      ...(opcoes.fetch ? { fetch: opcoes.fetch } : {}),
    }),
    porSegundo: config.rum.porSegundo,
  });
  await app.ready();
  return app;
}
