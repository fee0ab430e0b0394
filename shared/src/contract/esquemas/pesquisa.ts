import { z } from 'zod';

import { TIPOS_RESULTADO, type TipoResultado } from '../pesquisa';
import { preguicoso } from '../preguicoso';

import { booleano, dataOpcional, lista, numero, textoLivre, textoObrigatorio } from './leitura';

/*
 * The answers of the site's search API (`CAMINHO_API_PESQUISA`, `CAMINHO_API_SUGESTOES`), read
 * as untrusted like any other: a result of an unknown kind, or whose address is not one of the
 * site's own paths, is dropped and the rest kept; what tells results apart (a date, a place, a
 * category, a code) defaults to nothing. The snippet is data (plain text segments, some marked as
 * matches), so the page renders it escaped, never as HTML.
 */

const tipos = Object.keys(TIPOS_RESULTADO) as [TipoResultado, ...TipoResultado[]];

/** A path of this site only ("/eventos/3/x#y"), never another origin ("//x", "https:"). */
const caminho = () => z.string().regex(/^\/(?![/\\])[^\s]*$/);

/** A piece of a snippet: plain text, `destaque` when it is a word the query matched. */
const esquemaSegmento = preguicoso(() => z.object({ texto: z.string(), destaque: booleano() }));
export type SegmentoExcerto = z.output<typeof esquemaSegmento>;

/** A section of a page that matched, shown under its page (as Pagefind shows them). */
const esquemaSubResultado = preguicoso(() =>
  z.object({
    titulo: textoObrigatorio(),
    tituloDestacado: lista(esquemaSegmento),
    caminho: caminho(),
    excerto: lista(esquemaSegmento),
  }),
);
export type SubResultadoPesquisa = z.output<typeof esquemaSubResultado>;

/** One result: what it is, its title, a snippet and the site path that shows it (fragment included). */
export const esquemaResultadoPesquisa = preguicoso(() =>
  z.object({
    tipo: z.enum(tipos),
    titulo: textoObrigatorio(),
    /** The title as segments, its matched words marked (empty: show `titulo` as it is). */
    tituloDestacado: lista(esquemaSegmento),
    caminho: caminho(),
    excerto: lista(esquemaSegmento),
    /** An event's start (ISO 8601, and as the site writes it) and place, and whether it is to come. */
    data: dataOpcional(),
    dataTexto: textoLivre(),
    local: textoLivre(),
    quando: z.enum(['agendado', 'realizado', '']).catch(''),
    /** A document's or a standard's category, a standard's code. */
    categoria: textoLivre(),
    codigo: textoLivre(),
    subResultados: lista(esquemaSubResultado),
  }),
);
export type ResultadoPesquisa = z.output<typeof esquemaResultadoPesquisa>;

/** How many results a kind has for the query, whatever the filter. */
const esquemaContagem = preguicoso(() => z.object({ tipo: z.enum(tipos), total: numero(0) }));

/**
 * The whole answer: the query as the server read it (capped), the filter and page it answers,
 * how many matched in that filter, the count of each kind, one page of results, and a spelling
 * to offer when nothing matched.
 */
export const esquemaRespostaPesquisa = preguicoso(() =>
  z.object({
    consulta: textoLivre(),
    tipo: z.enum(tipos).nullable().catch(null),
    total: numero(0),
    pagina: numero(1),
    paginas: numero(1),
    contagens: lista(esquemaContagem),
    resultados: lista(esquemaResultadoPesquisa),
    sugestao: textoLivre(),
  }),
);
export type RespostaPesquisa = z.output<typeof esquemaRespostaPesquisa>;

/**
 * A place offered while typing: its title, its kind, what tells it apart (a section: its page's
 * title; an event: its date), where it is.
 */
const esquemaSugestao = preguicoso(() =>
  z.object({
    tipo: z.enum(tipos),
    titulo: textoObrigatorio(),
    contexto: textoLivre(),
    caminho: caminho(),
  }),
);
export type SugestaoPesquisa = z.output<typeof esquemaSugestao>;

/** The suggestions for what is typed so far. */
export const esquemaRespostaSugestoes = preguicoso(() =>
  z.object({ consulta: textoLivre(), sugestoes: lista(esquemaSugestao) }),
);
export type RespostaSugestoes = z.output<typeof esquemaRespostaSugestoes>;
