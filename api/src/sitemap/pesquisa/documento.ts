import type { TipoResultado } from '@site/shared/contract';
import type { Registo } from '@site/shared/contract/esquemas';

/** What a result shows to tell it from its neighbours; every field may be empty. */
export interface DetalhesDocumento {
  /** An event's start and end (ISO 8601, the end may be empty). */
  data: string;
  dataFim: string;
  /** An event's place. */
  local: string;
  /** A document's or a standard's category (its group type). */
  categoria: string;
  /** A standard's code ("NA ISO 9001:2015"). */
  codigo: string;
}

/** One thing a visitor can find: what it is, its words, and the site path that shows it. */
export interface DocumentoPesquisa {
  /** Unique in the index: kind and CMS id (`evento-15`). */
  id: string;
  tipo: TipoResultado;
  titulo: string;
  /** Names that say what it is about (a standard's code, an event's type and place). */
  etiquetas: string;
  /** The body, plain text, each sentence once. */
  texto: string;
  caminho: string;
  /** A page's section: the id of its page's document, under which it is shown. */
  pai: string | null;
  detalhes: DetalhesDocumento;
}

/** Details of a document that has none of its own. */
export const SEM_DETALHES: DetalhesDocumento = Object.freeze({
  data: '',
  dataFim: '',
  local: '',
  categoria: '',
  codigo: '',
});

/** Texts joined by spaces, the empty ones left out. */
export const juntar = (...partes: string[]) => partes.filter(Boolean).join(' ');
/** The names of a record's attachments, as words to find it by. */
export const anexos = (registo: Pick<Registo, 'anexos'>) =>
  registo.anexos.map((a) => a.nome).join(' ');
