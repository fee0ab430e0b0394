import { z } from 'zod';

import { BASES_API, type NomeApi } from '@site/shared/contract';

/**
 * The base address an upstream stands for, as the gateway reads `CMS_UPSTREAM`, `EVE_UPSTREAM`
 * and `APL_UPSTREAM`: its own path when it has one, else the standard one (`/cms/api/v1/`...).
 */
export function baseDoUpstream(upstream: string, base: NomeApi): string {
  const url = new URL(upstream);
  const caminho = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${caminho ? `${caminho}/` : BASES_API[base]}`;
}

/** An upstream as the gateway takes it: `http(s)://host[:port][/path]`, no query or fragment. */
export const esquemaUpstream = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://api:8080' })
  .refine((valor) => !/[?#]/.test(valor), { error: 'must not have a query string or a fragment' });
