import type { FastifyInstance } from 'fastify';

import { cabecalhosSeguranca } from '@site/shared/contract';

/** Long-lived caching only for content-hashed names (`main.3f2a9c1e.js`); everything else revalidates. */
export function cacheControlPara(caminho: string): string {
  const nome = caminho.slice(caminho.lastIndexOf('/') + 1);
  return /\.[0-9a-f]{8,}\./.test(nome) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Security headers on every response (pages, assets, API, errors); never `immutable` on an error. */
export function registarCabecalhosSeguranca(app: FastifyInstance, origemCaptcha?: string): void {
  const cabecalhos = cabecalhosSeguranca(origemCaptcha);
  app.addHook('onSend', async (_pedido, resposta, payload) => {
    resposta.headers(cabecalhos);
    const cache = resposta.getHeader('cache-control');
    if (resposta.statusCode >= 400 && typeof cache === 'string' && cache.includes('immutable')) {
      resposta.header('cache-control', 'no-store');
    }
    return payload;
  });
}
