import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaIconeRegisto, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaIconeRegisto, (icone) => icone.idRegisto);

/** GET cms `registos/ListarIcone/{id}/{lang}`: a group's records as icon tiles. */
const obterIcones = (idGrupo: number) =>
  obter(http.cms, `registos/ListarIcone/${idGrupo}/${LINGUA}`, resposta);

const iconesQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'icones', idGrupo, LINGUA],
    queryFn: () => obterIcones(idGrupo),
  });

export const useIcones = (idGrupo: number) => useQuery(iconesQuery(idGrupo));
