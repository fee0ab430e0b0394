import type { FastifyInstance } from 'fastify';

import { CAMINHO_FEED, MENSAGENS } from '@site/shared/contract';

import { lerAgenda } from '../agenda/conteudo-agenda';
import { leituraEmCache, marcarAlteracoes } from '../cache';
import type { OpcoesDescoberta } from '../opcoes-descoberta';
import { origemDoPedido } from '../origem';
import { enviarDocumento, responderIndisponivel } from '../respostas';

import { lerNoticias, type Noticia } from './noticias';
import { feedRss } from './rss';

/**
 * `/feed.xml`: the news and agenda feed (RSS 2.0). Without the events it answers 503; without
 * the news page (a CMS that has none, or a failed read) it carries the events alone, and says
 * so in the log: a reader keeps the news it has already seen.
 */
export function registarFeed(app: FastifyInstance, opcoes: OpcoesDescoberta): void {
  const agora = opcoes.agora ?? Date.now;
  const alteradoEm = marcarAlteracoes(agora);
  const lerConteudo = leituraEmCache(async () => {
    const [agenda, noticias] = await Promise.all([
      lerAgenda(opcoes.ler),
      lerNoticias(opcoes.ler, opcoes.slugAssociacao).catch((erro: unknown): Noticia[] => {
        app.log.warn({ causa: String(erro) }, 'feed.xml: the news page cannot be read');
        return [];
      }),
    ]);
    return { agenda, noticias, alteradoEm: alteradoEm([agenda, noticias]) };
  }, opcoes);
  const { nome, sigla, descricao } = opcoes.associacao;

  app.get(CAMINHO_FEED, async (pedido, resposta) => {
    let lido: Awaited<ReturnType<typeof lerConteudo>>;
    try {
      lido = await lerConteudo();
    } catch (erro) {
      return responderIndisponivel(pedido, resposta, erro, MENSAGENS.feedIndisponivel);
    }
    const { agenda, noticias, alteradoEm: actualizado } = lido.valor;
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
      corpo: feedRss(agenda.eventos, noticias, rss),
      segundosRestantes: lido.segundosRestantes,
    });
  });
}
