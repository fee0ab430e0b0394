import { Feed, type Item } from 'feed';

import { caminhoEvento, formatarIntervalo, LINGUA, type Evento } from '@site/shared/contract';

import { textoSimples } from '../texto-simples';
import { escaparXml } from '../xml';

import type { Noticia } from './noticias';

/** Minutes a reader may keep the feed before reading it again (`<ttl>`). */
const TTL_MINUTOS = 60;

export interface OpcoesRss {
  titulo: string;
  descricao: string;
  /** The public origin: every link in the feed is absolute on it. */
  origem: string;
  /** The feed's own address (`atom:link rel="self"`). */
  endereco: string;
  /** `lastBuildDate`: when the content was first read as it is now. */
  actualizado: Date;
}

/*
 * Readers take an item's description as HTML: the plain text goes in escaped, so that a "<" the
 * CMS wrote as text stays text.
 */

/** An event as an item: when and where, then its summary; dated by its start. */
function itemEvento(evento: Evento, origem: string): Item {
  const quando = formatarIntervalo(evento.dataInicio, evento.dataFim);
  const onde = [evento.local, evento.morada].filter(Boolean).join(', ');
  const texto = evento.resumo || textoSimples(evento.descricao);
  return {
    title: evento.titulo,
    link: new URL(caminhoEvento(evento), origem).href,
    date: new Date(evento.dataInicio),
    description: escaparXml(
      [[quando, onde].filter(Boolean).join(' · '), texto].filter(Boolean).join('. '),
    ),
    ...(evento.tipoEvento ? { category: [{ name: evento.tipoEvento }] } : {}),
  };
}

/**
 * A piece of news as an item. The contract gives sections no date, and RSS 2.0 makes `pubDate`
 * optional: readers date such an item by when they first see it. (The library writes `pubDate`
 * only when given one; its type asks for one regardless.)
 */
function itemNoticia(noticia: Noticia, origem: string): Item {
  const item: Omit<Item, 'date'> = {
    title: noticia.titulo,
    link: new URL(noticia.caminho, origem).href,
    description: escaparXml(noticia.texto),
  };
  return item as Item;
}

/**
 * The news and agenda feed, RSS 2.0 (written by the `feed` library): the public events newest
 * start first (the site's order), then the news in the news page's order; absolute links,
 * RFC 822 dates, language pt and a self link.
 */
export function feedRss(
  eventos: readonly Evento[],
  noticias: readonly Noticia[],
  opcoes: OpcoesRss,
): string {
  const inicio = new URL('/', opcoes.origem).href;
  const feed = new Feed({
    id: inicio,
    title: opcoes.titulo,
    description: opcoes.descricao,
    link: inicio,
    language: LINGUA,
    updated: opcoes.actualizado,
    ttl: TTL_MINUTOS,
    feedLinks: { rss: opcoes.endereco },
    generator: false,
  });
  for (const evento of eventos) feed.addItem(itemEvento(evento, opcoes.origem));
  for (const noticia of noticias) feed.addItem(itemNoticia(noticia, opcoes.origem));
  return feed.rss2();
}
