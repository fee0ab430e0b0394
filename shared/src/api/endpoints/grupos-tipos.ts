import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type GrupoTipo } from '../../contract';
import { http, obter } from '../http';

/** GET cms `gruposTipos/{id}/{lang}`: the categories of a group. */
export const obterGruposTipos = (idGrupo: number) =>
  obter<GrupoTipo[]>(http.cms, `gruposTipos/${idGrupo}/${LINGUA}`);

export const gruposTiposQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'gruposTipos', idGrupo, LINGUA],
    queryFn: () => obterGruposTipos(idGrupo),
  });

export const useGruposTipos = (idGrupo: number) => useQuery(gruposTiposQuery(idGrupo));
