import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Imagem } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/ListarImagem/{id}/{lang}`: the pictures of a record (an album's photos). */
export const obterImagens = (idRegisto: number) =>
  obter<Imagem[]>(http.cms, `registos/ListarImagem/${idRegisto}/${LINGUA}`);

export const imagensQuery = (idRegisto: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'imagens', idRegisto, LINGUA],
    queryFn: () => obterImagens(idRegisto),
  });

export const useImagens = (idRegisto: number) => useQuery(imagensQuery(idRegisto));
