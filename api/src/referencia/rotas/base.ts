import type { FastifyInstance } from 'fastify';

import type { NomeApi } from '@site/shared/contract';

import { envelope } from '../../comum/http/envelope';
import { naoEncontrado } from '../../comum/http/tratar-erros';

export type NomeBase = NomeApi;

/**
 * What every base answers besides its own routes: the base path itself (the client primes
 * its XSRF cookie with a HEAD there), a health check, and a 404 envelope for anything else.
 */
export function registarRotasComuns(app: FastifyInstance, base: NomeBase): void {
  app.get('/', async () => envelope({ servico: base, versao: 'v1' }));
  app.get('/health', async () => ({ estado: 'ok' }));
  app.all('/*', naoEncontrado);
}
