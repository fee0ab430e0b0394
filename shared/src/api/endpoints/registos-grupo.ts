import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaRegisto, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaRegisto, (registo) => registo.idRegisto);

/** GET cms `registos/{groupId}/{lang}/true`: the active records of a group. */
const obterRegistosDoGrupo = (idGrupo: number) =>
  obter(http.cms, `registos/${idGrupo}/${LINGUA}/true`, resposta);

const registosDoGrupoQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'grupo', idGrupo, LINGUA],
    queryFn: () => obterRegistosDoGrupo(idGrupo),
  });

export const useRegistosDoGrupo = (idGrupo: number) => useQuery(registosDoGrupoQuery(idGrupo));
