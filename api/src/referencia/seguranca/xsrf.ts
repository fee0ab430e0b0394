import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { PADRAO_TOKEN_XSRF, XSRF_COOKIE, XSRF_HEADER } from '@site/shared/contract';

import { envelopeErro } from '../../comum/http/envelope';
import { MENSAGENS } from '../../comum/http/erro-pedido';

const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_DA_FORMA = new RegExp(`^${PADRAO_TOKEN_XSRF}$`);

/** A fresh unguessable token: 32 random bytes, base64url. */
function novoTokenXsrf(): string {
  return randomBytes(32).toString('base64url');
}

function iguais(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether an unsafe request echoes its XSRF cookie in the header (double-submit check). */
function pedidoComTokenValido(pedido: FastifyRequest): boolean {
  const cookie = pedido.cookies[XSRF_COOKIE];
  const cabecalho = pedido.headers[XSRF_HEADER.toLowerCase()];
  return (
    typeof cookie === 'string' &&
    cookie.length > 0 &&
    typeof cabecalho === 'string' &&
    iguais(cookie, cabecalho)
  );
}

/**
 * Double-submit cookie: a response to a request without a token of the site's form sets one
 * (JS-readable, SameSite=Strict), and only then: the token the page's own answer gave is kept, so
 * parallel reads never replace it under a form being sent. Every unsafe request must echo it in
 * `X-XSRF-TOKEN`, or it is refused with a 403. Needs @fastify/cookie registered in the same context.
 */
export function registarXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (pedido, resposta) => {
    if (!TOKEN_DA_FORMA.test(pedido.cookies[XSRF_COOKIE] ?? '')) {
      resposta.setCookie(XSRF_COOKIE, novoTokenXsrf(), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: pedido.protocol === 'https',
      });
    }
    if (METODOS_SEGUROS.has(pedido.method) || pedidoComTokenValido(pedido)) return;
    pedido.log.info('request refused: missing or wrong XSRF token');
    await resposta
      .code(403)
      .header('cache-control', 'no-store')
      .send(envelopeErro(403, MENSAGENS.xsrf));
    return resposta;
  });
}
