import { BASE_API_SITE, BASES_API, NOMES_API, XSRF_COOKIE, XSRF_HEADER } from '../contract';

import { http, registarXsrf } from './http';
import { levaTokenXsrf, type EstrategiaXsrf } from './xsrf';

/**
 * The server renderer's XSRF step: it has no browser cookie to echo, so its unsafe reads (the
 * events list is a POST) carry a double-submit pair of its own, cookie and header.
 */
function xsrfProprio(token: string): EstrategiaXsrf {
  return {
    preparar(_instancia, config) {
      if (levaTokenXsrf(config)) {
        config.headers.set('Cookie', `${XSRF_COOKIE}=${token}`);
        config.headers.set(XSRF_HEADER, token);
      }
      return Promise.resolve(config);
    },
    reenvio: () => null,
  };
}

/**
 * Turns the client into the server renderer's, which is not a page of the site: it asks the
 * backends and the site's own API at the site's internal origin (`http://gateway:8080`) with its
 * own XSRF pair.
 */
export function prepararClienteRenderizador(origem: string): void {
  for (const base of NOMES_API) {
    http[base].defaults.baseURL = new URL(BASES_API[base], origem).href;
  }
  http.site.defaults.baseURL = new URL(BASE_API_SITE, origem).href;
  registarXsrf(xsrfProprio(globalThis.crypto.randomUUID()));
}
