import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  caminhoRemoto,
  cookieXsrf,
  modeloDaRota,
  tokenXsrfDoCookie,
  type NomeRemoto,
  type Renderizador,
} from '@site/shared/contract';

import {
  caminhoDoPedido,
  caminhoReservado,
  enviarSeExistir,
  ficheiroNaoEncontrado,
  type PastasSite,
} from './ficheiros-estaticos';

const TEM_EXTENSAO = /\/[^/]*\.[^/]+$/;

/**
 * The route a request's metrics name: Fastify's template, except under the catch-all (`/*`),
 * where a page is named by the contract's route table (`/eventos/*`, `other`) and a file stays `/*`.
 */
export function rotaMedida(pedido: FastifyRequest, rota: string | undefined, slug: string) {
  if (rota !== '/*') return rota;
  const caminho = caminhoDoPedido(pedido);
  return TEM_EXTENSAO.test(caminho) ? rota : modeloDaRota(caminho, slug);
}

/**
 * The server renderer, loaded once the site listens (it needs the site's own address); a page
 * asked for while it loads waits for it.
 */
export interface Renderizacao {
  renderizador: Promise<Renderizador | null> | null;
}

/** The origin a request came to, for canonical links when PUBLIC_URL is not set. */
function origemDoPedido(pedido: FastifyRequest): string {
  return `${pedido.protocol}://${pedido.host}`;
}

/**
 * The page's own answer gives the visitor who has none the XSRF token (as the gateway does in
 * Docker): the page's reads then carry it, and no answer of theirs replaces it under a form.
 */
function darTokenXsrf(pedido: FastifyRequest, resposta: FastifyReply): void {
  if (tokenXsrfDoCookie(pedido.headers.cookie)) return;
  resposta.header(
    'set-cookie',
    cookieXsrf(randomBytes(32).toString('base64url'), pedido.protocol === 'https'),
  );
}

/**
 * The remotes' files under their prefixes, then the shell's: a file when one exists, else the
 * page, rendered on the server when the renderer is ready, else the SPA's index.html.
 */
export function registarFicheiros(
  app: FastifyInstance,
  pastas: PastasSite,
  renderizacao: Renderizacao,
): void {
  void app.register(fastifyStatic, { root: pastas.shell, serve: false });

  for (const nome of Object.keys(pastas.remotos) as NomeRemoto[]) {
    const pasta = pastas.remotos[nome];
    const prefixo = caminhoRemoto(nome);
    app.get(`${prefixo}*`, async (pedido, resposta) => {
      const caminho = caminhoDoPedido(pedido).slice(prefixo.length);
      return enviarSeExistir(resposta, pasta, caminho) ?? ficheiroNaoEncontrado(resposta);
    });
  }

  app.get('/*', async (pedido, resposta) => {
    const caminho = caminhoDoPedido(pedido);
    const enviado = enviarSeExistir(resposta, pastas.shell, caminho);
    if (enviado) return enviado;
    if (TEM_EXTENSAO.test(caminho) || caminhoReservado(caminho)) {
      return ficheiroNaoEncontrado(resposta);
    }
    if (!existsSync(resolve(pastas.shell, 'index.html'))) {
      return resposta
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="pt"><meta charset="utf-8"><title>Site em preparação</title>' +
            '<p>O site ainda não foi construído. Execute <code>npm run build</code> na raiz do repositório.</p></html>',
        );
    }
    resposta.header('cache-control', 'no-cache');
    darTokenXsrf(pedido, resposta);
    const renderizador = await renderizacao.renderizador;
    if (renderizador) {
      try {
        const pagina = await renderizador.responder(pedido.url, origemDoPedido(pedido));
        return resposta
          .code(pagina.status)
          .headers({ ...pagina.cabecalhos, 'x-cache': pagina.cache })
          .send(pagina.corpo);
      } catch (erro) {
        pedido.log.warn({ err: erro }, 'server render failed: the browser renders this page');
      }
    }
    return resposta.sendFile('index.html', pastas.shell, { cacheControl: false });
  });
}
