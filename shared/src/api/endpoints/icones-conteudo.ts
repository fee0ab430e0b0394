import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaIconeConteudo, LINGUA, listaResposta } from '../../contract';
import { http, obter } from '../http';

const resposta = listaResposta(esquemaIconeConteudo, (icone) => icone.idRegisto);

/** GET cms `registos/ListarIconeConteudo/{id}/{lang}`: icon tiles with text and image (partners). */
const obterIconesConteudo = (idGrupo: number) =>
  obter(http.cms, `registos/ListarIconeConteudo/${idGrupo}/${LINGUA}`, resposta);

const iconesConteudoQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'icones-conteudo', idGrupo, LINGUA],
    queryFn: () => obterIconesConteudo(idGrupo),
  });

export const useIconesConteudo = (idGrupo: number) => useQuery(iconesConteudoQuery(idGrupo));
