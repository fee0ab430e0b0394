import { CAMINHO_API_PESQUISA, PARAMETRO_PESQUISA } from './descoberta';

// The site search's shapes are read by their schemas (esquemas/pesquisa.ts).
export type {
  RespostaPesquisa,
  RespostaSugestoes,
  ResultadoPesquisa,
  SegmentoExcerto,
  SubResultadoPesquisa,
  SugestaoPesquisa,
} from './esquemas/pesquisa';

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

/** The filter (one kind of result) and the page of results, as query parameters of both. */
export const PARAMETRO_TIPO_PESQUISA = 'tipo';
export const PARAMETRO_PAGINA_PESQUISA = 'pagina';

/** Suggestions while typing: `GET {CAMINHO_API_SUGESTOES}?q=…` answers the first few places. */
export const CAMINHO_API_SUGESTOES = `${CAMINHO_API_PESQUISA}/sugestoes`;
/** Suggestions one answer carries at most. */
export const LIMITE_SUGESTOES = 6;

/** Characters of a query that are read; the rest is ignored (never an error). */
export const LIMITE_CONSULTA_PESQUISA = 200;

/** Results one answer carries at most: one page of results. */
export const LIMITE_RESULTADOS_PESQUISA = 20;

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

/** What a visitor asked the search: the query, a kind to keep to (or all), a page of results. */
export interface PedidoPesquisa {
  consulta: string;
  tipo: TipoResultado | null;
  pagina: number;
}

/** The query string of a request, the defaults (every kind, first page) left out. */
export function parametrosPesquisa(pedido: Partial<PedidoPesquisa>): string {
  const parametros = new URLSearchParams({
    [PARAMETRO_PESQUISA]: limparConsultaPesquisa(pedido.consulta ?? ''),
  });
  if (pedido.tipo) parametros.set(PARAMETRO_TIPO_PESQUISA, pedido.tipo);
  if (pedido.pagina && pedido.pagina > 1) {
    parametros.set(PARAMETRO_PAGINA_PESQUISA, String(pedido.pagina));
  }
  return parametros.toString();
}
