import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { ConteudoIndisponivel, descreverCausa } from './partes';

/*
 * How the discovery server's documents (sitemap, calendars, feed) answer: the cache headers, the
 * ETag and its 304, and the short Portuguese texts of a 404 or a 503, written once.
 */

/** Seconds a client is asked to wait when the content cannot be read. */
const ESPERA_INDISPONIVEL = 60;

/** `Cache-Control` of a document built from a read kept `segundosRestantes` more seconds. */
export function controloCache(segundosRestantes: number): string {
  return segundosRestantes > 0 ? `public, max-age=${segundosRestantes}` : 'no-cache';
}

/** 503 with a short Portuguese `mensagem` (never kept by a cache); logs which parts failed. */
export function responderIndisponivel(
  pedido: FastifyRequest,
  resposta: FastifyReply,
  erro: unknown,
  mensagem: string,
): FastifyReply {
  const partes = erro instanceof ConteudoIndisponivel ? erro.partes : undefined;
  const causas = erro instanceof ConteudoIndisponivel ? erro.causas : [descreverCausa(erro)];
  pedido.log.warn({ partes, causas }, `${pedido.url}: the content is unavailable`);
  return resposta
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', String(ESPERA_INDISPONIVEL))
    .type('text/plain; charset=utf-8')
    .send(`${mensagem}\n`);
}

/** 404 with a short Portuguese `mensagem`. */
export function responderNaoEncontrado(resposta: FastifyReply, mensagem: string): FastifyReply {
  return resposta
    .code(404)
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send(`${mensagem}\n`);
}

/** A weak ETag (RFC 9110 §8.8.3; weak: a compressed copy of the body keeps it) of a body. */
function etagDe(corpo: string): string {
  return `W/"${createHash('sha256').update(corpo).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
function naoMudou(pedido: FastifyRequest, etag: string): boolean {
  const cabecalho = pedido.headers['if-none-match'];
  if (!cabecalho) return false;
  const opaco = (valor: string) => valor.trim().replace(/^W\//, '');
  return cabecalho.split(',').some((parte) => parte.trim() === '*' || opaco(parte) === opaco(etag));
}

export interface Documento {
  /** The answer's `Content-Type`, charset included. */
  tipo: string;
  corpo: string;
  segundosRestantes: number;
  /** Extra headers of a 200 (e.g. `Content-Disposition`). */
  cabecalhos?: Record<string, string>;
}

/** A document with its ETag and cache headers, or 304 when the client has this version. */
export function enviarDocumento(
  pedido: FastifyRequest,
  resposta: FastifyReply,
  documento: Documento,
): FastifyReply {
  const etag = etagDe(documento.corpo);
  resposta.header('etag', etag).header('cache-control', controloCache(documento.segundosRestantes));
  if (naoMudou(pedido, etag)) return resposta.code(304).send();
  return resposta
    .headers(documento.cabecalhos ?? {})
    .type(documento.tipo)
    .send(documento.corpo);
}
