import type { FastifyInstance } from 'fastify';

import { ErroPedido, MENSAGENS } from '../../comum/http/erro-pedido';

const CHAVES_PROIBIDAS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that refuses prototype-polluting keys anywhere in the document. */
function lerJsonSeguro(texto: string): unknown {
  if (texto.trim() === '') throw new ErroPedido(400, MENSAGENS.corpoVazio);
  let proibida = false;
  let valor: unknown;
  try {
    valor = JSON.parse(texto, (chave, v: unknown) => {
      if (CHAVES_PROIBIDAS.has(chave)) proibida = true;
      return v;
    });
  } catch {
    throw new ErroPedido(400, MENSAGENS.jsonInvalido);
  }
  if (proibida) throw new ErroPedido(400, MENSAGENS.propriedadesProibidas);
  return valor;
}

/** In this context, only `application/json` bodies are accepted (anything else is a 415). */
export function aceitarApenasJson(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_pedido, corpo, feito) => {
      try {
        feito(null, lerJsonSeguro(corpo as string));
      } catch (erro) {
        feito(erro as Error, undefined);
      }
    },
  );
}
