/**
 * The site's own addresses for finding, following and installing it ([H3]), written once: the
 * discovery server (the sitemap program, behind the gateway) serves the feeds, the calendars, the
 * OpenSearch description and the search API; the shell serves the search page, the manifest and
 * the service worker. The gateway's routes and docs/discovery.md's address table follow this list.
 *
 * This file imports nothing: the build files read it as it is (shared/build/contrato.mjs), so the
 * dev servers send these paths on to the site.
 */

/** The search results page, a route of the shell (`?q=` carries the query). */
export const CAMINHO_PESQUISA = '/pesquisa';
/** The query parameter of the search page and of the search API. */
export const PARAMETRO_PESQUISA = 'q';

/** Base path of the site's own API, answered by the discovery server (not by the CMS). */
export const BASE_API_SITE = '/site/api/v1/';
/** The search API: `GET {BASE_API_SITE}pesquisa?q=…` answers JSON results. */
export const CAMINHO_API_PESQUISA = `${BASE_API_SITE}pesquisa`;

/** The OpenSearch description every page links (`rel="search"`). */
export const CAMINHO_OPENSEARCH = '/opensearch.xml';
/** The news and agenda feed (RSS 2.0) every page links (`rel="alternate"`). */
export const CAMINHO_FEED = '/feed.xml';

/** The sitemap, built from the CMS content by the discovery server. */
export const CAMINHO_SITEMAP = '/sitemap.xml';
/** The crawlers' rules, which point at the sitemap, from the discovery server too. */
export const CAMINHO_ROBOTS = '/robots.txt';

/** The subscribable iCalendar feed of every public event. */
export const CAMINHO_AGENDA = '/agenda.ics';
/** Everything below it is an iCalendar file of the discovery server. */
export const PREFIXO_AGENDA = '/agenda/';

/** The iCalendar feed of one event type's public events. */
export function caminhoAgendaTipo(idTipoEvento: number): string {
  return `${PREFIXO_AGENDA}tipos/${idTipoEvento}.ics`;
}

/** One event as an iCalendar file, the "add to calendar" download. */
export function caminhoIcsEvento(idEvento: number): string {
  return `${PREFIXO_AGENDA}eventos/${idEvento}.ics`;
}

/** The web app manifest every page links (`rel="manifest"`), served by the shell. */
export const CAMINHO_MANIFESTO = '/manifest.webmanifest';
/** The service worker, at the root so that its scope is the whole site. */
export const CAMINHO_SERVICE_WORKER = '/sw.js';
