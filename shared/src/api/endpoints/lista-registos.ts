import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir, type OpcoesLeitura } from '../cliente';

const resposta = esquemaUmaVez((e) => e.listaResposta(e.esquemaLinkUtil, (link) => link.url));

/** GET cms `registos/Lista/{id}/{lang}/{destaque}`: name and url per record (useful links: 6, false). */
const obterListaRegistos = (idGrupo: number, destaque = false) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'listaRegistos', { idGrupo, destaque }), resposta(esquemas)),
  );

const listaRegistosQuery = (idGrupo: number, destaque = false) =>
  queryOptions({
    queryKey: ['cms', 'registos', 'lista', idGrupo, LINGUA, destaque],
    queryFn: () => obterListaRegistos(idGrupo, destaque),
  });

export const useListaRegistos = (idGrupo: number, destaque = false, opcoes: OpcoesLeitura = {}) =>
  useQuery({ ...listaRegistosQuery(idGrupo, destaque), ...opcoes });
