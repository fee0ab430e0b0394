import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaIconeRegisto, (icone) => icone.idRegisto),
);

/** GET cms `registos/ListarIcone/{id}/{lang}`: a group's records as icon tiles. */
const obterIcones = (idGrupo: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'icones', { idGrupo }), resposta(esquemas)),
  );

const iconesQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'icones', idGrupo, LINGUA],
    queryFn: () => obterIcones(idGrupo),
  });

export const useIcones = (idGrupo: number) => useQuery(iconesQuery(idGrupo));
