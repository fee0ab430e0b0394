import { randomBytes } from 'node:crypto';

import { XSRF_COOKIE, XSRF_HEADER } from '@site/shared/contract';

import type { BaseConteudo, LeitorConteudo } from './conteudo';

/** The value of a cookie as a browser script would echo it. */
function valorCookie(valor: string): string {
  try {
    return decodeURIComponent(valor);
  } catch {
    return valor;
  }
}

/**
 * Cookies and header of a POST that passes the XSRF check (spec §7): the cookies the base sets
 * on a HEAD, like the site's client does, or a fresh double-submit pair when it sets none.
 */
async function cabecalhosXsrf(
  base: string,
  sinal: AbortSignal,
  obter: typeof fetch,
): Promise<Record<string, string>> {
  const resposta = await obter(base, { method: 'HEAD', signal: sinal });
  const pares = resposta.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]?.trim() ?? '')
    .filter((par) => par.includes('='));
  const xsrf = pares.find((par) => par.startsWith(`${XSRF_COOKIE}=`));
  const token = xsrf
    ? valorCookie(xsrf.slice(XSRF_COOKIE.length + 1))
    : randomBytes(32).toString('base64url');
  if (!xsrf) pares.push(`${XSRF_COOKIE}=${token}`);
  return { cookie: pares.join('; '), [XSRF_HEADER.toLowerCase()]: token };
}

export interface OpcoesLeitorHttp {
  /** Time allowed for each read, the XSRF handshake included (default 10 s). */
  limiteMs?: number;
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof fetch;
}

/** Reads the content from the CMS and EVE bases over HTTP (`bases`: from `baseDoUpstream`). */
export function criarLeitorHttp(
  bases: Readonly<Record<BaseConteudo, string>>,
  opcoes: OpcoesLeitorHttp = {},
): LeitorConteudo {
  const obter = opcoes.fetch ?? fetch;
  const limiteMs = opcoes.limiteMs ?? 10_000;
  return async (base, caminho, corpo) => {
    const url = new URL(caminho, bases[base]).href;
    const sinal = AbortSignal.timeout(limiteMs);
    const resposta = await obter(
      url,
      corpo === undefined
        ? { headers: { accept: 'application/json' }, signal: sinal }
        : {
            method: 'POST',
            headers: {
              accept: 'application/json',
              'content-type': 'application/json',
              ...(await cabecalhosXsrf(bases[base], sinal, obter)),
            },
            body: JSON.stringify(corpo),
            signal: sinal,
          },
    );
    if (resposta.status !== 200) {
      await resposta.body?.cancel();
      throw new Error(`${url} answered HTTP ${resposta.status}`);
    }
    return resposta.json();
  };
}
