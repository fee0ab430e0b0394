import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { errosPorCampo } from '@site/shared/contract';

import { ErroPedido, MENSAGENS } from '../http/erro-pedido';
import { mensagemPortuguesa } from '../http/mensagens-zod';
import { exigirCaptcha, exigirHoneypotVazio, type VerificadorCaptcha } from '../security/bot-check';

import {
  lerChaveIdempotencia,
  type ArmazemIdempotente,
  type RespostaGuardada,
} from './idempotencia';

export interface DependenciasSubmissao {
  armazem: ArmazemIdempotente;
  verificador: VerificadorCaptcha | null;
}

/**
 * The one path every submission takes: replay a known idempotency key, refuse robots,
 * validate with the shared schema, check the captcha, run domain checks, then store and
 * answer in one transaction (the row is durable before the reply leaves).
 */
export async function processarSubmissao<
  S extends z.ZodType<{ captchaToken?: string | undefined }>,
>(
  deps: DependenciasSubmissao,
  pedido: FastifyRequest,
  resposta: FastifyReply,
  opcoes: {
    endpoint: string;
    esquema: S;
    verificar?: (dados: z.output<S>) => void;
    gravar: (dados: z.output<S>, chave: string | undefined, recebidoEm: string) => RespostaGuardada;
  },
): Promise<FastifyReply> {
  const chave = lerChaveIdempotencia(pedido.headers['idempotency-key']);
  const anterior = chave ? deps.armazem.procurar(chave, opcoes.endpoint) : undefined;
  const responder = ({ status, corpo }: RespostaGuardada) => resposta.code(status).send(corpo);
  if (anterior) return responder(anterior);

  if (pedido.body === undefined || pedido.body === null)
    throw new ErroPedido(400, MENSAGENS.corpoVazio);
  exigirHoneypotVazio(pedido.body);
  const resultado = opcoes.esquema.safeParse(pedido.body, { error: mensagemPortuguesa });
  if (!resultado.success) {
    throw new ErroPedido(400, MENSAGENS.camposInvalidos, errosPorCampo(resultado.error));
  }
  const dados = resultado.data;
  await exigirCaptcha(deps.verificador, dados.captchaToken, pedido.ip);
  opcoes.verificar?.(dados);

  const guardada = deps.armazem.executar(opcoes.endpoint, chave, () =>
    opcoes.gravar(dados, chave, new Date().toISOString()),
  );
  return responder(guardada);
}
