import type { TipoResultado } from '@site/shared/contract';
import type { Registo } from '@site/shared/contract/esquemas';

/** One thing a visitor can find: what it is, its words, and the site path that shows it. */
export interface DocumentoPesquisa {
  /** Unique in the index: kind and CMS id (`evento-15`). */
  id: string;
  tipo: TipoResultado;
  titulo: string;
  /** Names that say what it is about (a standard's code, an event's type and place). */
  etiquetas: string;
  /** The body, plain text. */
  texto: string;
  caminho: string;
}

/** Texts joined by spaces, the empty ones left out. */
export const juntar = (...partes: string[]) => partes.filter(Boolean).join(' ');
/** The names of a record's attachments, as words to find it by. */
export const anexos = (registo: Pick<Registo, 'anexos'>) =>
  registo.anexos.map((a) => a.nome).join(' ');
