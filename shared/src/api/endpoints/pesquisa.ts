import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  BASE_API_SITE,
  CAMINHO_API_PESQUISA,
  parametrosPesquisa,
  type PedidoPesquisa,
} from '../../contract';
import { pedir } from '../cliente';
import { ErroHttp } from '../erros';

const CAMINHO = CAMINHO_API_PESQUISA.slice(BASE_API_SITE.length);

/**
 * GET site `pesquisa?q=&tipo=&pagina=`: one page of the site search's results for a request
 * (already read by `lerPedidoPesquisa`). Its 503 (no part of the content could be read,
 * Retry-After) is an answer: shown at once, not retried.
 */
const obterPesquisa = (pedido: PedidoPesquisa) =>
  pedir(({ http, obter, esquemas }) =>
    obter(http.site, `${CAMINHO}?${parametrosPesquisa(pedido)}`, esquemas.esquemaRespostaPesquisa),
  ).catch((erro: unknown) => {
    throw erro instanceof ErroHttp && erro.status === 503
      ? new ErroHttp(erro.status, erro.message, true)
      : erro;
  });

const pesquisaQuery = (pedido: PedidoPesquisa) =>
  queryOptions({
    queryKey: ['site', 'pesquisa', pedido.consulta, pedido.tipo, pedido.pagina],
    queryFn: () => obterPesquisa(pedido),
    enabled: pedido.consulta !== '',
  });

/** The site search's results for a request; nothing is asked for an empty query. */
export const usePesquisaSite = (pedido: PedidoPesquisa) => useQuery(pesquisaQuery(pedido));
