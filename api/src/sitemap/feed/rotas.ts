import type { FastifyInstance } from 'fastify';

import { CAMINHO_FEED, eventosVisiveis, MENSAGENS } from '@site/shared/contract';

import { marcarAlteracoes } from '../cache';
import { parteEventos } from '../conteudo';
import type { OpcoesDescoberta } from '../opcoes-descoberta';
import { origemDoPedido } from '../origem';
import { leituraPorPartes } from '../partes';
import { enviarDocumento, responderIndisponivel } from '../respostas';

import { parteNoticias } from './noticias';
import { feedRss } from './rss';

/**
 * `/feed.xml`: the news and agenda feed (RSS 2.0), its two parts read on their own: without the
 * news page (a CMS that has none, or a failed read) it carries the events alone, without the
 * events the news alone, and says so in the log (a reader keeps the items it has already seen);
 * 503 only when neither can be read.
 */
export function registarFeed(app: FastifyInstance, opcoes: OpcoesDescoberta): void {
  const agora = opcoes.agora ?? Date.now;
  const alteradoEm = marcarAlteracoes(agora);
  const lerConteudo = leituraPorPartes(
    'feed.xml',
    async (ronda) => {
      const lidas = await ronda.ler({
        eventos: parteEventos(opcoes.ler),
        noticias: parteNoticias(opcoes.ler, opcoes.slugAssociacao),
      });
      const eventos = eventosVisiveis(lidas.eventos ?? []);
      const noticias = lidas.noticias ?? [];
      return { eventos, noticias, alteradoEm: alteradoEm([eventos, noticias]) };
    },
    app.log,
    opcoes,
  );
  const { nome, sigla, descricao } = opcoes.associacao;

  app.get(CAMINHO_FEED, async (pedido, resposta) => {
    let lido: Awaited<ReturnType<typeof lerConteudo>>;
    try {
      lido = await lerConteudo();
    } catch (erro) {
      return responderIndisponivel(pedido, resposta, erro, MENSAGENS.feedIndisponivel);
    }
    const { eventos, noticias, alteradoEm: actualizado } = lido.valor;
    const origem = origemDoPedido(pedido, opcoes.urlPublico);
    const rss = {
      titulo: `${sigla}: notícias e eventos`,
      descricao: descricao || nome,
      origem,
      endereco: new URL(CAMINHO_FEED, origem).href,
      actualizado,
    };
    return enviarDocumento(pedido, resposta, {
      tipo: 'application/rss+xml; charset=utf-8',
      corpo: feedRss(eventos, noticias, rss),
      segundosRestantes: lido.segundosRestantes,
    });
  });
}
