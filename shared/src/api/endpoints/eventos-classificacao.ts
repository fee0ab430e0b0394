import { queryOptions, useQuery } from '@tanstack/react-query';

import { ID_CLASSIFICACAO_PADRAO, LINGUA, pedidoClassificacao } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaEvento, (evento) => evento.idEvento),
);

/** POST eve `eventos/classificacao`: the events of a classification, as the `website` user. */
const obterEventosPorClassificacao = (idClassificacao = ID_CLASSIFICACAO_PADRAO) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(
      ...destino(http, 'eventosClassificacao'),
      pedidoClassificacao(idClassificacao),
      resposta(esquemas),
    ),
  );

const eventosQuery = (idClassificacao = ID_CLASSIFICACAO_PADRAO) =>
  queryOptions({
    queryKey: ['eve', 'eventos', 'classificacao', idClassificacao, LINGUA],
    queryFn: () => obterEventosPorClassificacao(idClassificacao),
  });

export const useEventos = (idClassificacao = ID_CLASSIFICACAO_PADRAO) =>
  useQuery(eventosQuery(idClassificacao));
