import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type IconeRegisto } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/ListarIcone/{id}/{lang}`: a group's records as icon tiles. */
export const obterIcones = (idGrupo: number) =>
  obter<IconeRegisto[]>(http.cms, `registos/ListarIcone/${idGrupo}/${LINGUA}`);

export const iconesQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'icones', idGrupo, LINGUA],
    queryFn: () => obterIcones(idGrupo),
  });

export const useIcones = (idGrupo: number) => useQuery(iconesQuery(idGrupo));
