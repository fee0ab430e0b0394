import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir, type OpcoesLeitura } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaTipoEvento, (tipo) => tipo.idTipoEvento),
);

/** GET eve `tiposEventos/Lista/{lang}`: the event types. */
const obterTiposEventos = () =>
  pedir(({ http, obter, esquemas }) => obter(...destino(http, 'tiposEventos'), resposta(esquemas)));

const tiposEventosQuery = () =>
  queryOptions({ queryKey: ['eve', 'tiposEventos', LINGUA], queryFn: obterTiposEventos });

export const useTiposEventos = (opcoes: OpcoesLeitura = {}) =>
  useQuery({ ...tiposEventosQuery(), ...opcoes });
