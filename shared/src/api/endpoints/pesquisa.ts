import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  BASE_API_SITE,
  CAMINHO_API_PESQUISA,
  limparConsultaPesquisa,
  PARAMETRO_PESQUISA,
} from '../../contract';
import { pedir } from '../cliente';
import { ErroHttp } from '../erros';

const CAMINHO = CAMINHO_API_PESQUISA.slice(BASE_API_SITE.length);

/**
 * GET site `pesquisa?q=`: the site search's results for a query (already cleaned). Its 503 (no
 * part of the content could be read, Retry-After) is an answer: shown at once, not retried.
 */
const obterPesquisa = (consulta: string) =>
  pedir(({ http, obter, esquemas }) =>
    obter(
      http.site,
      `${CAMINHO}?${new URLSearchParams({ [PARAMETRO_PESQUISA]: consulta }).toString()}`,
      esquemas.esquemaRespostaPesquisa,
    ),
  ).catch((erro: unknown) => {
    throw erro instanceof ErroHttp && erro.status === 503
      ? new ErroHttp(erro.status, erro.message, true)
      : erro;
  });

const pesquisaQuery = (consulta: string) =>
  queryOptions({
    queryKey: ['site', 'pesquisa', consulta],
    queryFn: () => obterPesquisa(consulta),
    enabled: consulta !== '',
  });

/** The site search's results; nothing is asked for an empty query. */
export const usePesquisaSite = (consulta: string) =>
  useQuery(pesquisaQuery(limparConsultaPesquisa(consulta)));
