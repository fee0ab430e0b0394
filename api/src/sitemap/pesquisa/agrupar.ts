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
  termos: ReadonlySet<string>;
}

/** A place found: a document, or a page with its sections that matched. */
export interface Grupo {
  principal: DocumentoPesquisa;
  /** The page's (the document's) own match; `null` when only its sections matched. */
  proprio: Achado | null;
  /** Its sections that matched, most relevant first. */
  seccoes: Achado[];
  /** An event: still to come (`true`) or past (`false`); anything else: `null`. */
  agendado: boolean | null;
  /** The group's relevance: its best match, weighted by an exact title and an upcoming event. */
  pontos: number;
}

/** Each title's terms, worked out once per document (a query compares every group's). */
const chavesTitulos = new WeakMap<DocumentoPesquisa, string>();
function chaveTitulo(documento: DocumentoPesquisa): string {
  let chave = chavesTitulos.get(documento);
  if (chave === undefined) {
    chave = chaveTermos(documento.titulo);
    chavesTitulos.set(documento, chave);
  }
  return chave;
}

/** Whether an event is still to come: until it ends, as the events pages say. */
function agendado(documento: DocumentoPesquisa, agora: number): boolean | null {
  if (documento.tipo !== 'evento') return null;
  return Date.parse(documento.detalhes.dataFim || documento.detalhes.data) >= agora;
}

/** Upcoming events, then other results, then past events; the sooner, or the latest, first. */
function porTempo(a: Grupo, b: Grupo): number {
  const ordem = (grupo: Grupo) => (grupo.agendado === null ? 1 : grupo.agendado ? 0 : 2);
  const diferenca = ordem(a) - ordem(b);
  if (diferenca !== 0 || a.agendado === null) return diferenca;
  const dias = Date.parse(a.principal.detalhes.data) - Date.parse(b.principal.detalhes.data);
  return (a.agendado ? dias : -dias) || 0;
}

/**
 * The index's matches (`encontrados`, any order) as places, most relevant first: each section
 * under its page (`pai`), each group weighted by an exact title (`consulta`'s terms, as
 * {@link chaveTermos} makes them) and by an event still to come at `agora`.
 */
export function agrupar(
  encontrados: readonly SearchResult[],
  guardados: ReadonlyMap<string, DocumentoPesquisa>,
  consulta: string,
  agora: number,
): Grupo[] {
  const grupos = new Map<string, Grupo>();
  for (const encontrado of encontrados) {
    const documento = guardados.get(String(encontrado.id));
    if (!documento) continue;
    const achado = { documento, pontos: encontrado.score, termos: new Set(encontrado.terms) };
    const pai = documento.pai ? guardados.get(documento.pai) : undefined;
    const principal = pai ?? documento;
    const grupo = grupos.get(principal.id) ?? {
      principal,
      proprio: null,
      seccoes: [],
      agendado: agendado(principal, agora),
      pontos: 0,
    };
    if (pai) grupo.seccoes.push(achado);
    else grupo.proprio = achado;
    grupos.set(principal.id, grupo);
  }
  const pedida = chaveTermos(consulta);
  for (const grupo of grupos.values()) {
    grupo.seccoes.sort((a, b) => b.pontos - a.pontos);
    const titulos = [grupo.principal, ...grupo.seccoes.map((s) => s.documento)];
    const exacto = pedida !== '' && titulos.some((d) => chaveTitulo(d) === pedida);
    const melhor = Math.max(grupo.proprio?.pontos ?? 0, grupo.seccoes[0]?.pontos ?? 0);
    grupo.pontos =
      melhor * (exacto ? PESO_TITULO_EXACTO : 1) * (grupo.agendado ? PESO_AGENDADO : 1);
  }
  return [...grupos.values()].sort(
    (a, b) =>
      b.pontos - a.pontos ||
      porTempo(a, b) ||
      a.principal.titulo.localeCompare(b.principal.titulo, 'pt'),
  );
}
