import { rotasPublicas } from '@site/shared/contract';

/** An address the site does not have: its screen is the 404 page. */
export const ENDERECO_INEXISTENTE = '/isto/nao/existe';

/**
 * Every kind of screen of the site, by the address a visitor opens: the fixed pages of the route
 * table, then an event type, an event open for sign-up, an album and a CMS page standing for their
 * kinds, and the 404 page. The sitemap lists the rest of the public addresses (`enderecosDoSitemap`).
 */
export const ECRAS: readonly string[] = [
  ...rotasPublicas('aaq'),
  '/eventos/tipos/1/conferencia',
  '/eventos/9/workshop-de-gestao-ambiental',
  '/galeria/conferencia-nacional-da-qualidade',
  '/pagina/3/formacao',
  ENDERECO_INEXISTENTE,
];

/** The paths of every address in the site's sitemap (every section, event type, event and album). */
export function enderecosDoSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '/').pathname);
}
