// The site search's shapes are read by their schemas (esquemas/pesquisa.ts).
export type { RespostaPesquisa, ResultadoPesquisa, SegmentoExcerto } from './esquemas/pesquisa';

/** The kinds of things the site search finds, each with the label a result shows. */
export const TIPOS_RESULTADO = {
  pagina: 'Página',
  evento: 'Evento',
  tipoEvento: 'Tipo de evento',
  norma: 'Norma',
  documento: 'Documento',
  pergunta: 'Pergunta',
  parceiro: 'Parceiro',
  album: 'Álbum',
} as const;
export type TipoResultado = keyof typeof TIPOS_RESULTADO;

/** Characters of a query that are read; the rest is ignored (never an error). */
export const LIMITE_CONSULTA_PESQUISA = 200;

/** Results one answer carries at most. */
export const LIMITE_RESULTADOS_PESQUISA = 50;

/**
 * A query as the search reads it, in the page and on the server alike: control and format
 * characters out, white space collapsed, trimmed, capped to {@link LIMITE_CONSULTA_PESQUISA}.
 */
export function limparConsultaPesquisa(consulta: string): string {
  return consulta
    .slice(0, LIMITE_CONSULTA_PESQUISA * 2)
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITE_CONSULTA_PESQUISA);
}
