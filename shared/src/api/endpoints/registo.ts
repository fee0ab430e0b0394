import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Registo } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/registo/{id}/{lang}/true`: one record with its attachments. */
export const obterRegisto = (idRegisto: number) =>
  obter<Registo>(http.cms, `registos/registo/${idRegisto}/${LINGUA}/true`);

export const registoQuery = (idRegisto: number) =>
  queryOptions({
    queryKey: ['cms', 'registo', idRegisto, LINGUA],
    queryFn: () => obterRegisto(idRegisto),
  });

export const useRegisto = (idRegisto: number) => useQuery(registoQuery(idRegisto));
