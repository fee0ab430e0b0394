import type { FastifyRequest } from 'fastify';

/**
 * The public origin of the discovery server's addresses: PUBLIC_URL when configured, else the
 * one the request came to (through the gateway's forwarded headers when TRUST_PROXY allows).
 */
export function origemDoPedido(pedido: FastifyRequest, urlPublico: string): string {
  if (urlPublico) return new URL(urlPublico).origin;
  return `${pedido.protocol}://${pedido.host}`;
}
