import type { FastifyInstance } from 'fastify';

import { candidaturaSchema } from '@site/shared/contract';

import { processarSubmissao } from '../submissoes/processar';

import { registarRotasComuns } from './base';
import type { DependenciasApi } from './dependencias';

/** The applications backend (`/apl/api/v1/`): membership applications. */
export function rotasApl(deps: DependenciasApi) {
  return async function (app: FastifyInstance) {
    registarRotasComuns(app, 'apl');
    app.post('/candidaturas', async (pedido, resposta) =>
      processarSubmissao(deps, pedido, resposta, {
        endpoint: 'apl/candidaturas',
        esquema: candidaturaSchema,
        gravar: deps.repositorio.candidatura,
      }),
    );
  };
}
