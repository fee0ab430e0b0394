import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type Imagem } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

/** A photo of an album: addressable by its id (`/galeria/{album}/{idImagem}`). */
export type Fotografia = Imagem & { idImagem: number };

/**
 * Photos need an id for their address. A CMS that gives none gets them numbered by position; in
 * a list where only some have one, those without are left out (they could not be told apart).
 */
function numerarFotografias(imagens: Imagem[]): Fotografia[] {
  const comId = imagens.filter((imagem): imagem is Fotografia => imagem.idImagem !== null);
  if (comId.length > 0) return comId;
  return imagens.map((imagem, indice) => ({ ...imagem, idImagem: indice + 1 }));
}

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaImagem, (imagem) => imagem.url).transform(numerarFotografias),
);

/** GET cms `registos/ListarImagem/{id}/{lang}`: the pictures of a record (an album's photos). */
export const obterImagens = (idRegisto: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'imagens', { idRegisto }), resposta(esquemas)),
  );

export const imagensQuery = (idRegisto: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'imagens', idRegisto, LINGUA],
    queryFn: () => obterImagens(idRegisto),
  });

export const useImagens = (idRegisto: number) => useQuery(imagensQuery(idRegisto));
