import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type MembroEquipa } from '../../contract';
import { http, obter } from '../http';

/** GET cms `equipas/{lang}`: the members of the governing bodies. */
export const obterEquipa = () => obter<MembroEquipa[]>(http.cms, `equipas/${LINGUA}`);

export const equipaQuery = () =>
  queryOptions({ queryKey: ['cms', 'equipas', LINGUA], queryFn: obterEquipa });

export const useEquipa = () => useQuery(equipaQuery());
