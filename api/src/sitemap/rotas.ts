import type { FastifyInstance } from 'fastify';

import { MENSAGENS } from '@site/shared/contract';

import { caminhosDoSite, type LeitorConteudo } from './conteudo';
import { origemDoPedido } from './origem';
import { leituraPorPartes } from './partes';
import { controloCache, responderIndisponivel } from './respostas';
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

const MENSAGEM_INDISPONIVEL = MENSAGENS.mapaIndisponivel;

/**
 * `/sitemap.xml` built from the CMS content, part by part (503 with a short Portuguese message
 * only while none of it can be read), and a `/robots.txt` that points crawlers at it.
 */
export function registarSitemap(app: FastifyInstance, opcoes: OpcoesSitemap): void {
  const lerCaminhos = leituraPorPartes(
    'sitemap.xml',
    (ronda) => caminhosDoSite(opcoes.ler, opcoes.slugAssociacao, ronda),
    app.log,
    opcoes,
  );
  app.get('/sitemap.xml', async (pedido, resposta) => {
    let lido: Awaited<ReturnType<typeof lerCaminhos>>;
    try {
      lido = await lerCaminhos();
    } catch (erro) {
      return responderIndisponivel(pedido, resposta, erro, MENSAGEM_INDISPONIVEL);
    }
    return resposta
      .header('cache-control', controloCache(lido.segundosRestantes))
      .type('application/xml; charset=utf-8')
      .send(xmlSitemap(origemDoPedido(pedido, opcoes.urlPublico), lido.valor));
  });
  app.get('/robots.txt', async (pedido, resposta) =>
    resposta
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(textoRobots(origemDoPedido(pedido, opcoes.urlPublico))),
  );
}
