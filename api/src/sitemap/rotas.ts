import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MENSAGENS } from '@site/shared/contract';

import { caminhosDoSite, ConteudoIndisponivel, type LeitorConteudo } from './conteudo';
import { textoRobots, xmlSitemap } from './xml';

export interface OpcoesSitemap {
  /** How the content is read: the CMS/EVE upstreams over HTTP, or the local site's own routes. */
  ler: LeitorConteudo;
  slugAssociacao: string;
  /** The public address (`PUBLIC_URL`); empty: the origin each request came to. */
  urlPublico: string;
  /** Seconds a sitemap is served before the content is read again; 0: never kept. */
  cacheSegundos: number;
  /** Clock in milliseconds (tests). */
  agora?: () => number;
}

/** Seconds a crawler is asked to wait when the content cannot be read. */
const ESPERA_INDISPONIVEL = 60;
const MENSAGEM_INDISPONIVEL = `${MENSAGENS.mapaIndisponivel}\n`;

/** One line per failure for the log: fetch's "fetch failed" says why only in its `cause`. */
function descreverCausa(erro: unknown): string {
  if (!(erro instanceof Error)) return String(erro);
  const causa = erro.cause instanceof Error ? `: ${erro.cause.message}` : '';
  return `${erro.message}${causa}`;
}

/** The public origin: PUBLIC_URL when configured, else the one the request came to. */
function origemDoPedido(pedido: FastifyRequest, urlPublico: string): string {
  if (urlPublico) return new URL(urlPublico).origin;
  return `${pedido.protocol}://${pedido.host}`;
}

/**
 * The paths of the site, read at most once per `cacheSegundos` and by one read at a time
 * (concurrent requests share it); a failed read is not kept.
 */
function caminhosEmCache(opcoes: OpcoesSitemap) {
  const agora = opcoes.agora ?? Date.now;
  let guardado: { caminhos: string[]; expira: number } | undefined;
  let emCurso: Promise<string[]> | undefined;
  return async (): Promise<{ caminhos: string[]; segundosRestantes: number }> => {
    if (guardado && agora() < guardado.expira) {
      return {
        caminhos: guardado.caminhos,
        segundosRestantes: Math.ceil((guardado.expira - agora()) / 1000),
      };
    }
    emCurso ??= caminhosDoSite(opcoes.ler, opcoes.slugAssociacao).finally(() => {
      emCurso = undefined;
    });
    const caminhos = await emCurso;
    if (opcoes.cacheSegundos > 0) {
      guardado = { caminhos, expira: agora() + opcoes.cacheSegundos * 1000 };
    }
    return { caminhos, segundosRestantes: opcoes.cacheSegundos };
  };
}

/**
 * `/sitemap.xml` built from the CMS content (503 with a short Portuguese message while any of it
 * cannot be read), and a `/robots.txt` that points crawlers at it.
 */
export function registarSitemap(app: FastifyInstance, opcoes: OpcoesSitemap): void {
  const lerCaminhos = caminhosEmCache(opcoes);
  app.get('/sitemap.xml', async (pedido, resposta) => {
    let lido: Awaited<ReturnType<typeof lerCaminhos>>;
    try {
      lido = await lerCaminhos();
    } catch (erro) {
      const partes = erro instanceof ConteudoIndisponivel ? erro.partes : undefined;
      const causas =
        erro instanceof ConteudoIndisponivel
          ? erro.causas.map(descreverCausa)
          : [descreverCausa(erro)];
      pedido.log.warn({ partes, causas }, 'sitemap.xml: the content is unavailable');
      return resposta
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(ESPERA_INDISPONIVEL))
        .type('text/plain; charset=utf-8')
        .send(MENSAGEM_INDISPONIVEL);
    }
    return resposta
      .header(
        'cache-control',
        lido.segundosRestantes > 0 ? `public, max-age=${lido.segundosRestantes}` : 'no-cache',
      )
      .type('application/xml; charset=utf-8')
      .send(xmlSitemap(origemDoPedido(pedido, opcoes.urlPublico), lido.caminhos));
  });
  app.get('/robots.txt', async (pedido, resposta) =>
    resposta
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(textoRobots(origemDoPedido(pedido, opcoes.urlPublico))),
  );
}
