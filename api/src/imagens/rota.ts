import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import {
  CAMINHO_IMAGEM,
  IMAGEM_PARTILHA,
  LARGURAS_IMAGEM,
  MENSAGENS,
  PARAMETROS_IMAGEM,
  PROPORCOES_IMAGEM,
  type ProporcaoImagem,
} from '@site/shared/contract';

import { RecusaImagem } from './recusa';
import type { ServicoImagens } from './servico';

/** The query the components build with `urlImagem`: a URL, a listed width, maybe a shape or `partilha=1`. */
const esquemaPedido = z
  .object({
    [PARAMETROS_IMAGEM.url]: z.string().min(1).max(2048),
    [PARAMETROS_IMAGEM.largura]: z.coerce.number(),
    [PARAMETROS_IMAGEM.partilha]: z.literal('1').optional(),
    [PARAMETROS_IMAGEM.proporcao]: z
      .enum(Object.keys(PROPORCOES_IMAGEM) as [ProporcaoImagem, ...ProporcaoImagem[]])
      .optional(),
  })
  .refine((pedido) =>
    pedido[PARAMETROS_IMAGEM.partilha]
      ? pedido[PARAMETROS_IMAGEM.largura] === IMAGEM_PARTILHA.largura
      : (LARGURAS_IMAGEM as readonly number[]).includes(pedido[PARAMETROS_IMAGEM.largura]),
  );

/** A refusal: its status and Portuguese text, never cached as a picture. */
function recusar(resposta: FastifyReply, recusa: RecusaImagem) {
  if (recusa.status === 503) resposta.header('retry-after', '5');
  return resposta
    .code(recusa.status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(recusa.mensagem);
}

/**
 * `GET /imagem?url=…&w=…`: the picture at that width, in the format the browser's `Accept` takes
 * best (`Vary: Accept`). A bad request is answered before anything is fetched or decoded.
 */
export function registarRotaImagens(app: FastifyInstance, servico: ServicoImagens): void {
  app.get(CAMINHO_IMAGEM, async (pedido, resposta) => {
    const lido = esquemaPedido.safeParse(pedido.query);
    if (!lido.success) return recusar(resposta, new RecusaImagem(400, MENSAGENS.imagemPedido));
    try {
      const resultado = await servico.responder({
        url: lido.data[PARAMETROS_IMAGEM.url],
        largura: lido.data[PARAMETROS_IMAGEM.largura],
        partilha: lido.data[PARAMETROS_IMAGEM.partilha] === '1',
        proporcao: lido.data[PARAMETROS_IMAGEM.proporcao],
        accept: pedido.headers.accept,
        seNenhumCorresponde: pedido.headers['if-none-match'],
      });
      resposta.code(resultado.status).headers(resultado.cabecalhos);
      return resultado.status === 200 ? resposta.send(resultado.corpo) : resposta.send();
    } catch (erro) {
      if (erro instanceof RecusaImagem) return recusar(resposta, erro);
      throw erro;
    }
  });
}
