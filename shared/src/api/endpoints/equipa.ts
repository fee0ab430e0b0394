import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaMembroEquipa, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaMembroEquipa, (membro) => membro.idMembro);

/** GET cms `equipas/{lang}`: the members of the governing bodies. */
const obterEquipa = () => obter(http.cms, `equipas/${LINGUA}`, resposta);

const equipaQuery = () =>
  queryOptions({ queryKey: ['cms', 'equipas', LINGUA], queryFn: obterEquipa });

export const useEquipa = () => useQuery(equipaQuery());
