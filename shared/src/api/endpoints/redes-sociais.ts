import { queryOptions, useQuery } from '@tanstack/react-query';

import type { RedeSocial } from '../../contract';
import { http, obter } from '../http';

/** GET cms `redesSocias` (sic): the social networks; a non-200 envelope throws. */
export const obterRedesSociais = () => obter<RedeSocial[]>(http.cms, 'redesSocias');

export const redesSociaisQuery = () =>
  queryOptions({ queryKey: ['cms', 'redesSocias'], queryFn: obterRedesSociais });

export const useRedesSociais = (opcoes: { enabled?: boolean } = {}) =>
  useQuery({ ...redesSociaisQuery(), ...opcoes });
