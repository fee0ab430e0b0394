import { CAMINHO_PESQUISA, PARAMETRO_PESQUISA } from './descoberta';
import {
  limparConsultaPesquisa,
  PARAMETRO_PAGINA_PESQUISA,
  PARAMETRO_TIPO_PESQUISA,
  parametrosPesquisa,
  TIPOS_RESULTADO,
  type PedidoPesquisa,
  type TipoResultado,
} from './pesquisa';

/*
 * The results page's requests: read from an address, written as one. Apart from ./pesquisa.ts so
 * that only the results page, the suggestions and the server carry it, not every page's first
 * load (the header's search field needs ./pesquisa.ts only).
 */

/** The results page's filters by kind, in the order they are offered, with their plural labels. */
export const FILTROS_PESQUISA: Readonly<Record<TipoResultado, string>> = {
  evento: 'Eventos',
  pagina: 'Páginas',
  documento: 'Documentos',
  norma: 'Normas',
  pergunta: 'Perguntas',
  tipoEvento: 'Tipos de evento',
  parceiro: 'Parceiros',
  album: 'Álbuns',
};

const eTipo = (valor: string): valor is TipoResultado => Object.hasOwn(TIPOS_RESULTADO, valor);

/**
 * A search request read from its query parameters (the page's address or the API's), once, at
 * the edge: the query cleaned; an unknown kind means every kind; a page that is not a whole
 * number from 1 means the first (the server caps it to the last page there is).
 */
export function lerPedidoPesquisa(parametro: (nome: string) => string | null): PedidoPesquisa {
  const tipo = parametro(PARAMETRO_TIPO_PESQUISA) ?? '';
  const pagina = Number(parametro(PARAMETRO_PAGINA_PESQUISA) ?? '1');
  return {
    consulta: limparConsultaPesquisa(parametro(PARAMETRO_PESQUISA) ?? ''),
    tipo: eTipo(tipo) ? tipo : null,
    pagina: Number.isSafeInteger(pagina) && pagina >= 1 ? pagina : 1,
  };
}

/** The results page of a request: `/pesquisa?q=…&tipo=evento&pagina=2`. */
export const enderecoPesquisa = (pedido: Partial<PedidoPesquisa>) =>
  `${CAMINHO_PESQUISA}?${parametrosPesquisa(pedido)}`;
