import type { FastifyInstance } from 'fastify';

import { ID_CLASSIFICACAO_PADRAO } from '@site/shared/contract';

import { envelope } from '../../comum/http/envelope';
import { endpointsDe } from '../http/endpoints';
import { encontrado, exigirLingua, idNumerico } from '../http/parametros';
import { lerPedidoClassificacao } from '../rotas/eve';

import { TIPOS_EVENTOS_MINIMOS } from './eventos';
import type { EventoMinimo } from './formas';

/** The reads of `/eve/api/v1/` on the minimal CMS. */
export function leiturasEveMinimas(eventos: readonly EventoMinimo[]) {
  return function (app: FastifyInstance): void {
    const endpoint = endpointsDe(app, 'eve');
    // A read sent as POST: the per-IP limit on submissions does not apply.
    endpoint(
      'eventosClassificacao',
      async ({ body }) => {
        const idClassificacao = lerPedidoClassificacao(body);
        // Events carry no classification here: every event is in the default one, others are empty.
        return envelope(idClassificacao === ID_CLASSIFICACAO_PADRAO ? eventos : []);
      },
      { config: { rateLimit: false } },
    );
    endpoint('evento', async ({ params }) => {
      const id = idNumerico(params.idEvento);
      exigirLingua(params.lang);
      return envelope(
        encontrado(
          eventos.find((e) => e.idEvento === id),
          'O evento pedido não existe.',
        ),
      );
    });
    endpoint('tiposEventos', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(TIPOS_EVENTOS_MINIMOS);
    });
  };
}
