import { useLocation } from 'react-router-dom';

import { useConfiguracaoSite } from './configuracao';

/**
 * A page's canonical address: the public origin and the path, without query or fragment (what the
 * server renderer writes as `<link rel="canonical">`).
 */
export function enderecoCanonico(caminho: string, origem: string): string {
  const url = new URL(caminho, origem);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * The site's public origin (`https://site.ao`): the configuration's public URL, which the server
 * renderer fills with the request's origin when unset and hands to the browser with the page, so
 * both render the same addresses; a page the browser renders alone takes its own origin.
 */
export function useOrigemPublica(): string {
  const { urlPublico } = useConfiguracaoSite();
  if (urlPublico) {
    try {
      return new URL(urlPublico).origin;
    } catch {
      // An unreadable public URL is the same as none.
    }
  }
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** The canonical address of the page being shown, or of the site path `caminho`. */
export function useEnderecoCanonico(caminho?: string): string {
  const origem = useOrigemPublica();
  const { pathname } = useLocation();
  return enderecoCanonico(caminho ?? pathname, origem);
}
