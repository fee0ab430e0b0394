import type { FastifyInstance } from 'fastify';

/** The one Content-Security-Policy of the site; a captcha script's origin is added when configured. */
export function politicaSeguranca(origemCaptcha?: string): string {
  const extra = origemCaptcha ? ` ${origemCaptcha}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    ...(origemCaptcha ? [`frame-src 'self'${extra}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Long-lived caching only for content-hashed names (`main.3f2a9c1e.js`); everything else revalidates. */
export function cacheControlPara(caminho: string): string {
  const nome = caminho.slice(caminho.lastIndexOf('/') + 1);
  return /\.[0-9a-f]{8,}\./.test(nome) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Security headers on every response (pages, assets, API, errors); never `immutable` on an error. */
export function registarCabecalhosSeguranca(app: FastifyInstance, origemCaptcha?: string): void {
  const csp = politicaSeguranca(origemCaptcha);
  app.addHook('onSend', async (_pedido, resposta, payload) => {
    resposta.headers({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    const cache = resposta.getHeader('cache-control');
    if (resposta.statusCode >= 400 && typeof cache === 'string' && cache.includes('immutable')) {
      resposta.header('cache-control', 'no-store');
    }
    return payload;
  });
}
