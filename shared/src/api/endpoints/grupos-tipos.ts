import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaGrupoTipo, (tipo) => tipo.idGrupoTipo),
);

/** GET cms `gruposTipos/{id}/{lang}`: the categories of a group. */
const obterGruposTipos = (idGrupo: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'gruposTipos', { idGrupo }), resposta(esquemas)),
  );

const gruposTiposQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'gruposTipos', idGrupo, LINGUA],
    queryFn: () => obterGruposTipos(idGrupo),
  });

export const useGruposTipos = (idGrupo: number) => useQuery(gruposTiposQuery(idGrupo));
