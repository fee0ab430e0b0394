import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  CAMINHO_API_PESQUISA,
  CAMINHO_API_SUGESTOES,
  CAMINHO_OPENSEARCH,
  lerPedidoPesquisa,
  MENSAGENS,
  PARAMETRO_PESQUISA,
  type PedidoPesquisa,
} from '@site/shared/contract';

import { envelope } from '../../comum/http/envelope';
import { ErroPedido } from '../../comum/http/erro-pedido';
import type { LeitorConteudo } from '../conteudo';
import { origemDoPedido } from '../origem';
import { ConteudoIndisponivel, construirPorPartes } from '../partes';

import { documentosDoSite } from './documentos';
import { construirIndice } from './indice';
import { criarIndiceVivo } from './indice-vivo';
import { xmlOpenSearch } from './opensearch';

export interface OpcoesPesquisa {
  /** How the content is read: the CMS/EVE upstreams over HTTP, or the local site's own routes. */
  ler: LeitorConteudo;
  slugAssociacao: string;
  associacao: { nome: string; sigla: string };
  /** The public address (`PUBLIC_URL`); empty: the origin each request came to. */
  urlPublico: string;
  /**
   * Seconds an index is served before it is built again, in the background (the sitemap's
   * cache time; at least {@link VALIDADE_MINIMA} s, since a build reads the whole CMS).
   */
  cacheSegundos: number;
  /** Clock in milliseconds (tests). */
  agora?: () => number;
}

/** Seconds an index is served at least before it is rebuilt. */
const VALIDADE_MINIMA = 60;

/** Seconds a browser may keep an answer: the index changes at most that often anyway. */
const CACHE_RESPOSTA = 60;

/**
 * The request as sent: one query text, or nothing (a repeated or structured one is refused); the
 * filter and the page read as the results page reads them (an unknown one is the default).
 */
function pedidoDe(query: unknown): PedidoPesquisa {
  const parametros = (query ?? {}) as Record<string, unknown>;
  const consulta = parametros[PARAMETRO_PESQUISA];
  if (consulta !== undefined && typeof consulta !== 'string') {
    throw new ErroPedido(400, 'Indique uma única pesquisa, em texto (parâmetro q).');
  }
  return lerPedidoPesquisa((nome) => {
    const valor = parametros[nome];
    return typeof valor === 'string' ? valor : null;
  });
}

/**
 * The site search: `GET {CAMINHO_API_PESQUISA}?q=&tipo=&pagina=` answers one page of results as
 * JSON and `GET {CAMINHO_API_SUGESTOES}?q=` the suggestions while typing, from an index of the
 * CMS content kept in memory, built part by part (a part that cannot be read is kept from its
 * last good read or left out; served stale while rebuilt; 503 only while no part was ever read);
 * and the OpenSearch description.
 */
export function registarPesquisa(app: FastifyInstance, opcoes: OpcoesPesquisa): void {
  const construir = construirPorPartes(
    'search',
    async (ronda) =>
      construirIndice(await documentosDoSite(opcoes.ler, opcoes.slugAssociacao, ronda)),
    app.log,
  );
  const indice = criarIndiceVivo({
    construir,
    validadeMs: Math.max(opcoes.cacheSegundos, VALIDADE_MINIMA) * 1000,
    aoFalhar: (erro) =>
      app.log.warn({ err: erro }, 'search: the index could not be rebuilt; the previous one stays'),
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
  });

  const relogio = opcoes.agora ?? Date.now;

  /** The index in service; while none could ever be built, the search's 503. */
  const emServico = async (pedido: FastifyRequest, resposta: FastifyReply) => {
    try {
      return await indice.obter();
    } catch (erro) {
      const partes = erro instanceof ConteudoIndisponivel ? erro.partes : undefined;
      pedido.log.warn({ partes, err: erro }, 'search: the index could not be built');
      resposta.header('retry-after', '60');
      throw new ErroPedido(503, MENSAGENS.pesquisaIndisponivel);
    }
  };

  app.get(CAMINHO_API_PESQUISA, async (pedido, resposta) => {
    const { consulta, tipo, pagina } = pedidoDe(pedido.query);
    const actual = await emServico(pedido, resposta);
    return resposta
      .header('cache-control', `public, max-age=${CACHE_RESPOSTA}`)
      .send(envelope(actual.pesquisar(consulta, { tipo, pagina, agora: new Date(relogio()) })));
  });

  app.get(CAMINHO_API_SUGESTOES, async (pedido, resposta) => {
    const { consulta } = pedidoDe(pedido.query);
    const actual = await emServico(pedido, resposta);
    return resposta
      .header('cache-control', `public, max-age=${CACHE_RESPOSTA}`)
      .send(envelope(actual.sugerir(consulta, new Date(relogio()))));
  });

  app.get(CAMINHO_OPENSEARCH, async (pedido, resposta) =>
    resposta
      .header('cache-control', 'public, max-age=3600')
      .type('application/opensearchdescription+xml; charset=utf-8')
      .send(xmlOpenSearch(origemDoPedido(pedido, opcoes.urlPublico), opcoes.associacao)),
  );
}
