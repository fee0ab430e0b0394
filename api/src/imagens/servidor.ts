import type { LookupFunction } from 'node:net';

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';

import { cabecalhosSeguranca } from '@site/shared/contract';
import { descreverProblemas, ErroConfiguracao, opcional } from '@site/shared/contract/ambiente';

import { lerConfiguracao, type ConfiguracaoApi } from '../config';
import { naoEncontrado, tratarErro } from '../http/tratar-erros';
import { baseDoUpstream, esquemaUpstream } from '../http/upstreams';

import { lerConfiguracaoImagens, type ConfiguracaoImagens } from './configuracao';
import type { PoliticaOrigens } from './politica';
import { registarRotaImagens } from './rota';
import { ServicoImagens } from './servico';

const esquemaUpstreams = z.object({
  CMS_UPSTREAM: opcional(esquemaUpstream.default('http://api:8080')),
  EVE_UPSTREAM: opcional(esquemaUpstream.default('http://api:8080')),
  APL_UPSTREAM: opcional(esquemaUpstream.default('http://api:8080')),
});

export interface ConfiguracaoServidorImagens {
  port: number;
  host: string;
  logLevel: ConfiguracaoApi['logLevel'];
  trustProxy: boolean;
  politica: PoliticaOrigens;
  imagens: ConfiguracaoImagens;
}

/**
 * The Docker image service's environment: HOST, PORT, LOG_LEVEL, TRUST_PROXY and DATA_DIR as the
 * API reads them, the upstreams as the gateway reads them (`CMS_UPSTREAM`…, so relative picture
 * paths go where the gateway sends `/cms/api/v1/`), and the endpoint's own; throws
 * {@link ErroConfiguracao} naming each bad variable.
 */
export function lerConfiguracaoServidorImagens(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoServidorImagens {
  const api = lerConfiguracao(env);
  const lido = esquemaUpstreams.safeParse(env);
  if (!lido.success) throw new ErroConfiguracao(descreverProblemas(lido.error, env));
  const imagens = lerConfiguracaoImagens(env, api.dataDir);
  return {
    port: api.port,
    host: api.host,
    logLevel: api.logLevel,
    trustProxy: api.trustProxy,
    politica: {
      bases: {
        cms: baseDoUpstream(lido.data.CMS_UPSTREAM, 'cms'),
        eve: baseDoUpstream(lido.data.EVE_UPSTREAM, 'eve'),
        apl: baseDoUpstream(lido.data.APL_UPSTREAM, 'apl'),
      },
      midia: imagens.midia,
    },
    imagens,
  };
}

export interface OpcoesServidorImagens {
  logger?: FastifyServerOptions['logger'];
  /** Replaces the DNS lookup (tests). */
  lookup?: LookupFunction;
  agora?: () => number;
}

/** The image endpoint as a service of its own (`/imagem`, `/health`), without listening. */
export async function construirServidorImagens(
  config: ConfiguracaoServidorImagens,
  opcoes: OpcoesServidorImagens = {},
): Promise<{ app: FastifyInstance; servico: ServicoImagens }> {
  const app = Fastify({
    logger: opcoes.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler(naoEncontrado);
  const cabecalhos = cabecalhosSeguranca();
  app.addHook('onSend', async (_pedido, resposta, payload) => {
    resposta.headers(cabecalhos);
    return payload;
  });
  const servico = await ServicoImagens.criar({
    ...config.imagens,
    politica: () => config.politica,
    avisar: (dados, mensagem) => app.log.warn(dados, mensagem),
    ...(opcoes.lookup ? { lookup: opcoes.lookup } : {}),
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
  });
  app.get('/health', async () => ({ estado: 'ok', ...servico.estado }));
  registarRotaImagens(app, servico);
  await app.ready();
  return { app, servico };
}
