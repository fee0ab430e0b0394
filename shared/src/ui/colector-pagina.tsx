/*
 * The page's head data collector: during a server render each page writes into it what it is
 * (title, description, picture, not found), and the renderer writes the head and status from it.
 */
import { createContext, useContext, type ReactNode } from 'react';

import type { DadosEstruturados, TrilhoPagina } from './dados-estruturados';

/** Another form of the page (`<link rel="alternate">`): a calendar, a feed. */
export interface LigacaoAlternativa {
  /** Its media type, such as `text/calendar`. */
  tipo: string;
  /** A site path or an absolute address. */
  href: string;
  titulo: string;
}

/** What a page tells crawlers and link previews about itself. */
export interface DadosPagina {
  /** The full title, with the association's acronym. */
  titulo: string;
  descricao: string;
  /** The page's own picture as the image endpoint's link-preview variant (a site path); none: the site's. */
  imagem?: string;
  tipo: 'website' | 'article';
  /** An unknown address or record: HTTP 404 and `noindex`. */
  naoEncontrado: boolean;
  /** A page crawlers must not index though it exists (search results): `noindex`. */
  naoIndexar?: boolean;
  /**
   * schema.org data for the page, each written as a JSON-LD block; the first is what the page is
   * about (it gets the page's address and picture).
   */
  dadosEstruturados?: readonly DadosEstruturados[];
  /** Other forms of the page, linked from its head. */
  alternativos?: readonly LigacaoAlternativa[];
  /** The page's visible breadcrumb (given by its title band), written as a `BreadcrumbList`. */
  trilho?: TrilhoPagina;
}

/**
 * The page's main picture (its LCP), which the head preloads: the same candidates as its `<img>`
 * (or its `<picture>` source, for the screens of `media`).
 */
export interface ImagemPrioritaria {
  href: string;
  srcSet: string;
  sizes: string;
  media?: string;
}

/** Filled while the server renders one page: the head and the status come from it. */
export interface ColectorPagina {
  readonly pagina: DadosPagina | undefined;
  readonly imagensPrioritarias: readonly ImagemPrioritaria[];
  /** The page being rendered says what it is (the last to say wins: the innermost page). */
  definir(pagina: DadosPagina): void;
  /** The page's title band says what breadcrumb it shows (the last to say wins). */
  definirTrilho(trilho: TrilhoPagina): void;
  /**
   * A prioritised picture asks to be preloaded, with one entry per screen it is art-directed for
   * (the first picture to ask wins: the highest on the page).
   */
  preCarregar(imagens: readonly ImagemPrioritaria[]): void;
}

/** A new, empty collector for one server render. */
export function criarColectorPagina(): ColectorPagina {
  let pagina: DadosPagina | undefined;
  let trilho: TrilhoPagina | undefined;
  let imagensPrioritarias: readonly ImagemPrioritaria[] = [];
  return {
    get pagina() {
      return pagina && trilho ? { ...pagina, trilho } : pagina;
    },
    get imagensPrioritarias() {
      return imagensPrioritarias;
    },
    definir(dados) {
      pagina = dados;
    },
    definirTrilho(dados) {
      trilho = dados;
    },
    preCarregar(imagens) {
      if (imagensPrioritarias.length === 0) imagensPrioritarias = imagens;
    },
  };
}

const ColectorContext = createContext<ColectorPagina | null>(null);

/** Given by the server renderer around the site: pages write their head data into it. */
export function ColectorPaginaProvider(props: { colector: ColectorPagina; children: ReactNode }) {
  return (
    <ColectorContext.Provider value={props.colector}>{props.children}</ColectorContext.Provider>
  );
}

/** The server render's collector, or null in the browser. */
export const useColectorPagina = () => useContext(ColectorContext);
