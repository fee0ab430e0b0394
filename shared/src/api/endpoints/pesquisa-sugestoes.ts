import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import {
  BASE_API_SITE,
  CAMINHO_API_SUGESTOES,
  limparConsultaPesquisa,
  PARAMETRO_PESQUISA,
} from '../../contract';
import { pedir } from '../cliente';

const CAMINHO = CAMINHO_API_SUGESTOES.slice(BASE_API_SITE.length);

/** Letters typed before anything is suggested. */
const MINIMO_LETRAS = 2;

/** GET site `pesquisa/sugestoes?q=`: the first few places for what is typed so far. */
const obterSugestoes = (consulta: string) =>
  pedir(({ http, obter, esquemas }) =>
    obter(
      http.site,
      `${CAMINHO}?${new URLSearchParams({ [PARAMETRO_PESQUISA]: consulta }).toString()}`,
      esquemas.esquemaRespostaSugestoes,
    ),
  );

const sugestoesQuery = (consulta: string) =>
  queryOptions({
    queryKey: ['site', 'pesquisa', 'sugestoes', consulta],
    queryFn: () => obterSugestoes(consulta),
    enabled: consulta.length >= MINIMO_LETRAS,
    // A suggestion that fails is simply not offered: typing on must not wait for retries.
    retry: false,
    // The last suggestions stay on screen while the next ones come, so the list does not blink.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * The search field's suggestions for what is typed (`consulta`, as typed: cleaned here); nothing
 * is asked before {@link MINIMO_LETRAS} letters.
 */
export const useSugestoesPesquisa = (consulta: string) =>
  useQuery(sugestoesQuery(limparConsultaPesquisa(consulta)));
