import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaLinkUtil, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaLinkUtil, (link) => link.url);

/** GET cms `registos/Lista/{id}/{lang}/{destaque}`: name and url per record (useful links: 6, false). */
const obterListaRegistos = (idGrupo: number, destaque = false) =>
  obter(http.cms, `registos/Lista/${idGrupo}/${LINGUA}/${destaque}`, resposta);

const listaRegistosQuery = (idGrupo: number, destaque = false) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'lista', idGrupo, LINGUA, destaque],
    queryFn: () => obterListaRegistos(idGrupo, destaque),
  });

export const useListaRegistos = (
  idGrupo: number,
  destaque = false,
  opcoes: { enabled?: boolean } = {},
) => useQuery({ ...listaRegistosQuery(idGrupo, destaque), ...opcoes });
