import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  ENDPOINTS,
  rotaEndpoint,
  type EndpointDe,
  type NomeApi,
  type ParametrosRota,
} from '@site/shared/contract';

/** What answers one endpoint: its path parameters typed from the contract's pattern. */
type Responder<N extends EndpointDe<NomeApi>> = (
  pedido: FastifyRequest<{ Params: ParametrosRota<N> }>,
  resposta: FastifyReply,
) => Promise<unknown>;

/**
 * Registers endpoints of one API on its instance (mounted on the API's base), each with the
 * method and route of the contract's table: `endpointsDe(app, 'eve')('evento', responder)`.
 */
export function endpointsDe<A extends NomeApi>(app: FastifyInstance, api: A) {
  return <N extends EndpointDe<A>>(
    nome: N,
    responder: Responder<N>,
    opcoes: { config?: { rateLimit: false } } = {},
  ): void => {
    if (ENDPOINTS[nome].api !== api) throw new Error(`${nome} is not an endpoint of ${api}`);
    app.route<{ Params: ParametrosRota<N> }>({
      method: ENDPOINTS[nome].metodo,
      url: rotaEndpoint(nome),
      handler: responder,
      ...opcoes,
    });
  };
}
