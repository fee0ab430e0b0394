import type { FastifyInstance } from 'fastify';

import { ID_CLASSIFICACAO_PADRAO } from '@site/shared/contract';

import { envelope } from '../http/envelope';
import { encontrado, exigirLingua, idNumerico } from '../http/parametros';
import { lerPedidoClassificacao } from '../routes/eve';

import { TIPOS_EVENTOS_MINIMOS } from './eventos';
import type { EventoMinimo } from './formas';

/** The reads of `/eve/api/v1/` on the minimal CMS. */
export function leiturasEveMinimas(eventos: readonly EventoMinimo[]) {
  return function (app: FastifyInstance): void {
    // A read sent as POST: the per-IP limit on submissions does not apply.
    app.post('/eventos/classificacao', { config: { rateLimit: false } }, async ({ body }) => {
      const idClassificacao = lerPedidoClassificacao(body);
      // Events carry no classification here: every event is in the default one, others are empty.
      return envelope(idClassificacao === ID_CLASSIFICACAO_PADRAO ? eventos : []);
    });
    app.get<{ Params: { id: string; lang: string } }>('/eventos/:id/:lang', async ({ params }) => {
      const id = idNumerico(params.id);
      exigirLingua(params.lang);
      return envelope(
        encontrado(
          eventos.find((e) => e.idEvento === id),
          'O evento pedido não existe.',
        ),
      );
    });
    app.get<{ Params: { lang: string } }>('/tiposEventos/Lista/:lang', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(TIPOS_EVENTOS_MINIMOS);
    });
  };
}
