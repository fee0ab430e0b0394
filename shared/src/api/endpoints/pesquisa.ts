import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  BASE_API_SITE,
  CAMINHO_API_PESQUISA,
  limparConsultaPesquisa,
  PARAMETRO_PESQUISA,
} from '../../contract';
import { pedir } from '../cliente';

const CAMINHO = CAMINHO_API_PESQUISA.slice(BASE_API_SITE.length);

/** GET site `pesquisa?q=`: the site search's results for a query (already cleaned). */
const obterPesquisa = (consulta: string) =>
  pedir(({ http, obter, esquemas }) =>
    obter(
      http.site,
      `${CAMINHO}?${new URLSearchParams({ [PARAMETRO_PESQUISA]: consulta }).toString()}`,
      esquemas.esquemaRespostaPesquisa,
    ),
  );

const pesquisaQuery = (consulta: string) =>
  queryOptions({
    queryKey: ['site', 'pesquisa', consulta],
    queryFn: () => obterPesquisa(consulta),
    enabled: consulta !== '',
  });

/** The site search's results; nothing is asked for an empty query. */
export const usePesquisaSite = (consulta: string) =>
  useQuery(pesquisaQuery(limparConsultaPesquisa(consulta)));
