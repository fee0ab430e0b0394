import { z } from 'zod';

import { TIPOS_RESULTADO, type TipoResultado } from '../pesquisa';
import { preguicoso } from '../preguicoso';

import { booleano, lista, numero, textoLivre, textoObrigatorio } from './leitura';

/*
 * The answer of the site's search API (`CAMINHO_API_PESQUISA`), read as untrusted like any
 * other: a result of an unknown kind, or whose address is not one of the site's own paths, is
 * dropped and the rest kept. The snippet is data (plain text segments, some marked as matches),
 * so the page renders it escaped, never as HTML.
 */

const tipos = Object.keys(TIPOS_RESULTADO) as [TipoResultado, ...TipoResultado[]];

/** A piece of a snippet: plain text, `destaque` when it is a word the query matched. */
const esquemaSegmento = preguicoso(() => z.object({ texto: z.string(), destaque: booleano() }));
export type SegmentoExcerto = z.output<typeof esquemaSegmento>;

/** One result: what it is, its title, a snippet and the site path that shows it (fragment included). */
export const esquemaResultadoPesquisa = preguicoso(() =>
  z.object({
    tipo: z.enum(tipos),
    titulo: textoObrigatorio(),
    /** The title as segments, its matched words marked (empty: show `titulo` as it is). */
    tituloDestacado: lista(esquemaSegmento),
    // A path of this site only ("/eventos/3/x#y"), never another origin ("//x", "https:").
    caminho: z.string().regex(/^\/(?![/\\])[^\s]*$/),
    excerto: lista(esquemaSegmento),
  }),
);
export type ResultadoPesquisa = z.output<typeof esquemaResultadoPesquisa>;

/** The whole answer: the query as the server read it (capped), how many matched, the results. */
export const esquemaRespostaPesquisa = preguicoso(() =>
  z.object({
    consulta: textoLivre(),
    total: numero(0),
    resultados: lista(esquemaResultadoPesquisa),
  }),
);
export type RespostaPesquisa = z.output<typeof esquemaRespostaPesquisa>;
