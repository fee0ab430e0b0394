import { queryOptions, useQuery } from '@tanstack/react-query';

import { destino, esquemaUmaVez, pedir, type OpcoesLeitura } from '../cliente';

const resposta = esquemaUmaVez((e) => e.listaResposta(e.esquemaRedeSocial));

/** GET cms `redesSocias` (sic): the social networks; a non-200 envelope throws. */
const obterRedesSociais = () =>
  pedir(({ http, obter, esquemas }) => obter(...destino(http, 'redesSociais'), resposta(esquemas)));

const redesSociaisQuery = () =>
  queryOptions({ queryKey: ['cms', 'redesSocias'], queryFn: obterRedesSociais });

export const useRedesSociais = (opcoes: OpcoesLeitura = {}) =>
  useQuery({ ...redesSociaisQuery(), ...opcoes });
