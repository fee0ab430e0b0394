import type { SearchResult } from 'minisearch';

import type { DocumentoPesquisa } from './documento';
import { chaveTermos } from './termos';

/*
 * One result per place, as Pagefind shows them: a page's sections that matched are shown under
 * their page, whether or not the page itself matched. Among results of equal relevance, one whose
 * title is what was asked comes first, and an event still to come before one that took place.
 */

/** How much more a result weighs when its title is the query itself ("formação" → Formação). */
const PESO_TITULO_EXACTO = 3;
/** How much more an event still to come weighs than one that took place. */
const PESO_AGENDADO = 1.25;

/** A document the index found, with its relevance and the terms it matched. */
export interface Achado {
  documento: DocumentoPesquisa;
  pontos: number;
  termos: readonly string[];
}

/** A place found: a document, or a page with its sections that matched. */
export interface Grupo {
  principal: DocumentoPesquisa;
  /** The page's (the document's) own match; `null` when only its sections matched. */
  proprio: Pick<SearchResult, 'score' | 'terms'> | null;
  /** Its sections that matched, most relevant first. */
  seccoes: Achado[];
  /** An event: still to come (`true`) or past (`false`); anything else: `null`. */
  agendado: boolean | null;
  /** An event's start, in milliseconds (`NaN` for anything else). */
  inicio: number;
  /** The group's relevance: its best match, weighted by an exact title and an upcoming event. */
  pontos: number;
  /** Whether its title, or a section's, is the query itself. */
  exacto: boolean;
}

/**
 * The indexed documents by their number in the index, with what a query compares of each worked
 * out once: a query may find thousands of them.
 */
export interface Colecao {
  documentos: readonly DocumentoPesquisa[];
  /** The number of the place each document is shown at: its page's, or its own. */
  principal: Int32Array;
  /** Each title's terms, as {@link chaveTermos} makes them. */
  chaves: readonly string[];
  /** An event's start and end, in milliseconds (`NaN` for anything else). */
  inicio: Float64Array;
  fim: Float64Array;
}

/** The collection of `documentos`, numbered in their order. */
export function criarColecao(documentos: readonly DocumentoPesquisa[]): Colecao {
  const numero = new Map(documentos.map((documento, n) => [documento.id, n]));
  const data = (valor: string) => (valor ? Date.parse(valor) : Number.NaN);
  return {
    documentos,
    principal: Int32Array.from(documentos, (d, n) => (d.pai ? (numero.get(d.pai) ?? n) : n)),
    chaves: documentos.map((documento) => chaveTermos(documento.titulo)),
    inicio: Float64Array.from(documentos, (d) => data(d.detalhes.data)),
    fim: Float64Array.from(documentos, (d) => data(d.detalhes.dataFim || d.detalhes.data)),
  };
}

/** Upcoming events, then other results, then past events; the sooner, or the latest, first. */
function porTempo(a: Grupo, b: Grupo): number {
  const ordem = (grupo: Grupo) => (grupo.agendado === null ? 1 : grupo.agendado ? 0 : 2);
  const diferenca = ordem(a) - ordem(b);
  if (diferenca !== 0 || a.agendado === null) return diferenca;
  const dias = a.inicio - b.inicio;
  return (a.agendado ? dias : -dias) || 0;
}

const ordemAlfabetica = new Intl.Collator('pt').compare;

/**
 * The index's matches (`encontrados`, any order, by their number in `colecao`) as places, most
 * relevant first: each section under its page, each group weighted by an exact title
 * (`consulta`'s terms, as {@link chaveTermos} makes them) and by an event still to come at `agora`.
 */
export function agrupar(
  encontrados: readonly SearchResult[],
  colecao: Colecao,
  consulta: string,
  agora: number,
): Grupo[] {
  const { documentos, principal: principais, chaves } = colecao;
  const pedida = chaveTermos(consulta);
  const grupos = new Map<number, Grupo>();
  for (const encontrado of encontrados) {
    const n = encontrado.id as number;
    const documento = documentos[n];
    if (!documento) continue;
    const p = principais[n] ?? n;
    let grupo = grupos.get(p);
    if (!grupo) {
      const principal = documentos[p] ?? documento;
      const fim = colecao.fim[p] ?? Number.NaN;
      grupo = {
        principal,
        proprio: null,
        seccoes: [],
        agendado: principal.tipo === 'evento' ? fim >= agora : null,
        inicio: colecao.inicio[p] ?? Number.NaN,
        pontos: 0,
        exacto: pedida !== '' && chaves[p] === pedida,
      };
      grupos.set(p, grupo);
    }
    // Most places are a document of their own: only a section makes an object more.
    if (p === n) grupo.proprio = encontrado;
    else {
      grupo.seccoes.push({ documento, pontos: encontrado.score, termos: encontrado.terms });
      grupo.exacto ||= pedida !== '' && chaves[n] === pedida;
    }
  }
  for (const grupo of grupos.values()) {
    if (grupo.seccoes.length > 1) grupo.seccoes.sort((a, b) => b.pontos - a.pontos);
    const melhor = Math.max(grupo.proprio?.score ?? 0, grupo.seccoes[0]?.pontos ?? 0);
    grupo.pontos =
      melhor * (grupo.exacto ? PESO_TITULO_EXACTO : 1) * (grupo.agendado ? PESO_AGENDADO : 1);
  }
  return [...grupos.values()].sort(
    (a, b) =>
      b.pontos - a.pontos ||
      porTempo(a, b) ||
      ordemAlfabetica(a.principal.titulo, b.principal.titulo),
  );
}
