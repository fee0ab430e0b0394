import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA, type IconeConteudo } from '../../contract';
import { http, obter } from '../http';

/** GET cms `registos/ListarIconeConteudo/{id}/{lang}`: icon tiles with text and image (partners). */
export const obterIconesConteudo = (idGrupo: number) =>
  obter<IconeConteudo[]>(http.cms, `registos/ListarIconeConteudo/${idGrupo}/${LINGUA}`);

export const iconesConteudoQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'icones-conteudo', idGrupo, LINGUA],
    queryFn: () => obterIconesConteudo(idGrupo),
  });

export const useIconesConteudo = (idGrupo: number) => useQuery(iconesConteudoQuery(idGrupo));
