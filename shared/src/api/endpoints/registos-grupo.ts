import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaRegisto, (registo) => registo.idRegisto),
);

/** GET cms `registos/{groupId}/{lang}/true`: the active records of a group. */
const obterRegistosDoGrupo = (idGrupo: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'registosDoGrupo', { idGrupo, comSeccoes: true }), resposta(esquemas)),
  );

const registosDoGrupoQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'grupo', idGrupo, LINGUA],
    queryFn: () => obterRegistosDoGrupo(idGrupo),
  });

export const useRegistosDoGrupo = (idGrupo: number) => useQuery(registosDoGrupoQuery(idGrupo));
