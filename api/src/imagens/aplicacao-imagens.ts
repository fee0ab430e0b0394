import type { LookupFunction } from 'node:net';

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { cabecalhosSeguranca } from '@site/shared/contract';

import { naoEncontrado, tratarErro } from '../comum/http/tratar-erros';
import { medirPedidos } from '../comum/ops';
import { opcoesRegisto, rastrearPedidos } from '../comum/rastreio';

import type { ConfiguracaoServidorImagens } from './configuracao';
import { registarRotaImagens } from './rota';
import { ServicoImagens } from './servico';

export interface OpcoesAplicacaoImagens {
  logger?: FastifyServerOptions['logger'];
  /** Replaces the DNS lookup (tests). */
  lookup?: LookupFunction;
  agora?: () => number;
}

/** The image endpoint as a service of its own (`/imagem`, `/health`), without listening. */
export async function construirAplicacaoImagens(
  config: ConfiguracaoServidorImagens,
  opcoes: OpcoesAplicacaoImagens = {},
): Promise<{ app: FastifyInstance; servico: ServicoImagens }> {
  const app = Fastify({
    ...opcoesRegisto(opcoes.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
  });
  await rastrearPedidos(app);
  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler(naoEncontrado);
  medirPedidos(app);
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
  app.get('/health', async () => ({ estado: 'ok', ...servico.contadores }));
  registarRotaImagens(app, servico);
  await app.ready();
  return { app, servico };
}
