import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Registo } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/{groupId}/{lang}/true`: the active records of a group. */
export const obterRegistosDoGrupo = (idGrupo: number) =>
  obter<Registo[]>(http.cms, `registos/${idGrupo}/${LINGUA}/true`);

export const registosDoGrupoQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'grupo', idGrupo, LINGUA],
    queryFn: () => obterRegistosDoGrupo(idGrupo),
  });

export const useRegistosDoGrupo = (idGrupo: number) => useQuery(registosDoGrupoQuery(idGrupo));
