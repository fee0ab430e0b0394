import type { OpcoesSitemap } from './rotas';

/** How the association names itself in the calendars, the feed and the OpenSearch description. */
interface IdentidadeAssociacao {
  nome: string;
  sigla: string;
  descricao: string;
}

/** What the calendar and feed routes need: the sitemap's options and the association's names. */
export interface OpcoesDescoberta extends OpcoesSitemap {
  associacao: IdentidadeAssociacao;
}

/**
 * The right-hand side of the calendars' UIDs: PUBLIC_URL's host, or, without PUBLIC_URL, the
 * association's slug; never the host a request came to, so that a UID does not change with
 * the address a subscriber happened to use.
 */
export function dominioDoSite(
  opcoes: Pick<OpcoesSitemap, 'urlPublico' | 'slugAssociacao'>,
): string {
  return opcoes.urlPublico ? new URL(opcoes.urlPublico).hostname : opcoes.slugAssociacao;
}
