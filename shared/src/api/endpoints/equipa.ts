import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaMembroEquipa, (membro) => membro.idMembro),
);

/** GET cms `equipas/{lang}`: the members of the governing bodies. */
const obterEquipa = () =>
  pedir(({ http, obter, esquemas }) => obter(...destino(http, 'equipa'), resposta(esquemas)));

const equipaQuery = () =>
  queryOptions({ queryKey: ['cms', 'equipas', LINGUA], queryFn: obterEquipa });

export const useEquipa = () => useQuery(equipaQuery());
