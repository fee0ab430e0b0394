import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  ID_CLASSIFICACAO_PADRAO,
  LINGUA,
  esquemaEvento,
  listaResposta,
  pedidoClassificacao,
} from '../../contract';
import { enviar, http } from '../http';

const resposta = listaResposta(esquemaEvento, (evento) => evento.idEvento);

/** POST eve `eventos/classificacao`: the events of a classification, as the `website` user. */
const obterEventosPorClassificacao = (idClassificacao = ID_CLASSIFICACAO_PADRAO) =>
  enviar(http.eve, 'eventos/classificacao', pedidoClassificacao(idClassificacao), resposta);

const eventosQuery = (idClassificacao = ID_CLASSIFICACAO_PADRAO) =>
  queryOptions({
    queryKey: ['eve', 'eventos', 'classificacao', idClassificacao, LINGUA],
    queryFn: () => obterEventosPorClassificacao(idClassificacao),
  });

export const useEventos = (idClassificacao = ID_CLASSIFICACAO_PADRAO) =>
  useQuery(eventosQuery(idClassificacao));
