import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaRedeSocial, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaRedeSocial);

/** GET cms `redesSocias` (sic): the social networks; a non-200 envelope throws. */
const obterRedesSociais = () => obter(http.cms, 'redesSocias', resposta);

const redesSociaisQuery = () =>
  queryOptions({ queryKey: ['cms', 'redesSocias'], queryFn: obterRedesSociais });

export const useRedesSociais = (opcoes: { enabled?: boolean } = {}) =>
  useQuery({ ...redesSociaisQuery(), ...opcoes });
