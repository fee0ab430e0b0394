import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaGrupoTipo, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaGrupoTipo, (tipo) => tipo.idGrupoTipo);

/** GET cms `gruposTipos/{id}/{lang}`: the categories of a group. */
const obterGruposTipos = (idGrupo: number) =>
  obter(http.cms, `gruposTipos/${idGrupo}/${LINGUA}`, resposta);

const gruposTiposQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'gruposTipos', idGrupo, LINGUA],
    queryFn: () => obterGruposTipos(idGrupo),
  });

export const useGruposTipos = (idGrupo: number) => useQuery(gruposTiposQuery(idGrupo));
