import type { FastifyInstance } from 'fastify';

import { endpointsDe } from '../http/endpoints';

import { registarRotasComuns } from './base';
import type { DependenciasApi } from './dependencias';
import { rotaSubmissao } from './submissao';

/** The applications backend (`/apl/api/v1/`): membership applications. */
export function rotasApl(deps: DependenciasApi) {
  return async function (app: FastifyInstance) {
    registarRotasComuns(app, 'apl');
    endpointsDe(app, 'apl')('candidatura', rotaSubmissao(deps, 'candidatura'));
  };
}
