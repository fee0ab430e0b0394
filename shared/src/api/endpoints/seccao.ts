import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Seccao } from '../../contract';
import { http, obter } from '../http';

/** GET cms `seccoes/{id}/{lang}/true`: one section with its slides and banners. */
export const obterSeccao = (idSeccao: number) =>
  obter<Seccao>(http.cms, `seccoes/${idSeccao}/${LINGUA}/true`);

export const seccaoQuery = (idSeccao: number) =>
  queryOptions({
    queryKey: ['cms', 'seccao', idSeccao, LINGUA],
    queryFn: () => obterSeccao(idSeccao),
  });

export const useSeccao = (idSeccao: number) => useQuery(seccaoQuery(idSeccao));
