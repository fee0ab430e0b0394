import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import type { Envelope } from '@site/shared/contract';

import { envelopeErro } from './envelope';
import { ErroPedido, MENSAGENS } from './erro-pedido';

const POR_CODIGO: Readonly<Record<string, [number, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MENSAGENS.demasiadoGrande],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MENSAGENS.tipoConteudo],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MENSAGENS.corpoVazio],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MENSAGENS.jsonInvalido],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MENSAGENS.generico],
};

function mensagemPorStatus(status: number): string {
  if (status === 404) return MENSAGENS.naoEncontrado;
  if (status === 405) return MENSAGENS.metodoNaoPermitido;
  if (status === 413) return MENSAGENS.demasiadoGrande;
  if (status === 415) return MENSAGENS.tipoConteudo;
  if (status === 429) return MENSAGENS.demasiadosPedidos;
  if (status === 503) return MENSAGENS.indisponivel;
  if (status >= 500) return MENSAGENS.interno;
  return MENSAGENS.generico;
}

/** Maps any thrown value to a status and a Portuguese envelope; nothing of the original leaks. */
function respostaDeErro(erro: unknown): { status: number; corpo: Envelope<null> } {
  if (erro instanceof ErroPedido) {
    return {
      status: erro.statusCode,
      corpo: envelopeErro(erro.statusCode, erro.message, erro.erros),
    };
  }
  const { code, statusCode } = (erro ?? {}) as Partial<FastifyError>;
  const conhecido = code ? POR_CODIGO[code] : undefined;
  if (conhecido) return { status: conhecido[0], corpo: envelopeErro(conhecido[0], conhecido[1]) };
  const status =
    typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
  return { status, corpo: envelopeErro(status, mensagemPorStatus(status)) };
}

/** The API's error handler: every failure becomes an envelope with a Portuguese message. */
export function tratarErro(erro: unknown, pedido: FastifyRequest, resposta: FastifyReply) {
  const { status, corpo } = respostaDeErro(erro);
  if (status >= 500) pedido.log.error({ err: erro }, 'request failed');
  else pedido.log.info({ status, motivo: corpo.mensagem }, 'request refused');
  return resposta
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .removeHeader('content-disposition')
    .send(corpo);
}

/** For unknown paths under a base: a 404 envelope. */
export function naoEncontrado(_pedido: FastifyRequest, resposta: FastifyReply) {
  return resposta
    .code(404)
    .header('cache-control', 'no-store')
    .send(envelopeErro(404, MENSAGENS.caminhoDesconhecido));
}
