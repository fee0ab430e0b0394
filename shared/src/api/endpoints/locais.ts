import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaLocal, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaLocal);

/** GET cms `locais`: every place of the association. */
const obterLocais = () => obter(http.cms, 'locais', resposta);

const locaisQuery = () => queryOptions({ queryKey: ['cms', 'locais'], queryFn: obterLocais });

export const useLocais = () => useQuery(locaisQuery());
