import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type LinkUtil } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/Lista/{id}/{lang}/{destaque}`: name and url per record (useful links: 6, false). */
export const obterListaRegistos = (idGrupo: number, destaque = false) =>
  obter<LinkUtil[]>(http.cms, `registos/Lista/${idGrupo}/${LINGUA}/${destaque}`);

export const listaRegistosQuery = (idGrupo: number, destaque = false) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'lista', idGrupo, LINGUA, destaque],
    queryFn: () => obterListaRegistos(idGrupo, destaque),
  });

export const useListaRegistos = (
  idGrupo: number,
  destaque = false,
  opcoes: { enabled?: boolean } = {},
) => useQuery({ ...listaRegistosQuery(idGrupo, destaque), ...opcoes });
