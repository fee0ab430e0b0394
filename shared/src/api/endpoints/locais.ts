import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Local } from '../../contract';
import { http, obter } from '../http';

/** GET cms `locais`: every place of the association. */
export const obterLocais = () => obter<Local[]>(http.cms, 'locais');

export const locaisQuery = () =>
  queryOptions({ queryKey: ['cms', 'locais'], queryFn: obterLocais });

export const useLocais = () => useQuery(locaisQuery());
