import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaIconeConteudo, (icone) => icone.idRegisto),
);

/** GET cms `registos/ListarIconeConteudo/{id}/{lang}`: icon tiles with text and image (partners). */
const obterIconesConteudo = (idGrupo: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'iconesConteudo', { idGrupo }), resposta(esquemas)),
  );

const iconesConteudoQuery = (idGrupo: number) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'icones-conteudo', idGrupo, LINGUA],
    queryFn: () => obterIconesConteudo(idGrupo),
  });

export const useIconesConteudo = (idGrupo: number) => useQuery(iconesConteudoQuery(idGrupo));
