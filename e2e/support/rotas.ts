/**
 * Every kind of screen of the site, by the address a visitor opens (an event type, an event open for sign-up, an
 * album and a CMS page stand for their kinds; the last one is the 404 page). The sitemap lists
 * the rest of the public addresses (see `enderecosDoSitemap`).
 */
export const ECRAS = [
  '/',
  '/aaq',
  '/associados',
  '/associados/inscricao',
  '/contactos',
  '/eventos',
  '/eventos/agendados',
  '/eventos/realizados',
  '/eventos/tipos/1/conferencia',
  '/eventos/9/workshop-de-gestao-ambiental',
  '/normalizacao',
  '/biblioteca',
  '/galeria',
  '/galeria/conferencia-nacional-da-qualidade',
  '/faqs',
  '/parcerias',
  '/pagina/3/formacao',
  '/isto/nao/existe',
] as const;

/** The paths of every address in the site's sitemap (every section, event type, event and album). */
export function enderecosDoSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '/').pathname);
}
