import {
  analisarUrlImagem,
  BASES_API,
  eCaminhoDoSite,
  imagemServivel,
  MENSAGENS,
  type NomeApi,
} from '@site/shared/contract';

import { RecusaImagem } from './recusa';

/**
 * Where the endpoint may fetch pictures from. The CMS upstreams are trusted at whatever address
 * they have (in Docker they are private ones, `http://api:8080`); a media host only at public
 * addresses, unless ops wrote it as an IP address, which is then as explicit as an upstream.
 */
export interface PoliticaOrigens {
  /** Each API base's address on its upstream, from `baseDoUpstream`; a site path under `/cms/api/v1/` maps there. */
  bases: Readonly<Record<NomeApi, string>>;
  /** Origins of the media hosts (`IMAGENS_ORIGENS`). */
  midia: readonly string[];
}

/** How far the endpoint trusts the address an origin resolves to. */
type Confianca = 'upstream' | 'publico';

export interface Destino {
  url: URL;
  confianca: Confianca;
}

/** The origins whose pictures are shown: the upstreams' and the media hosts'. */
export function origensPermitidas(politica: PoliticaOrigens): string[] {
  const upstreams = Object.values(politica.bases).map((base) => new URL(base).origin);
  return [...new Set([...upstreams, ...politica.midia])];
}

/**
 * A site path under an API base (already resolved: no `..`), mapped onto that base's upstream by
 * concatenation, so that nothing in it (`//host`, say) can name another server.
 */
function caminhoNoUpstream(caminho: URL, politica: PoliticaOrigens): URL | null {
  for (const [nome, base] of Object.entries(BASES_API) as [NomeApi, string][]) {
    if (caminho.pathname.startsWith(base)) {
      return new URL(
        `${politica.bases[nome]}${caminho.pathname.slice(base.length)}${caminho.search}`,
      );
    }
  }
  return null;
}

/**
 * Where the picture named `url` (as the CMS gave it, or a redirect's `Location`) is fetched from,
 * or a {@link RecusaImagem} 403 when it is not a place the endpoint fetches from.
 */
export function destinoDaImagem(url: string, politica: PoliticaOrigens): Destino {
  const analisado = analisarUrlImagem(url);
  if (!analisado || !imagemServivel(url, origensPermitidas(politica))) {
    throw new RecusaImagem(403, MENSAGENS.imagemOrigem);
  }
  const absoluto = eCaminhoDoSite(analisado) ? caminhoNoUpstream(analisado, politica) : analisado;
  if (!absoluto) throw new RecusaImagem(403, MENSAGENS.imagemOrigem);
  absoluto.hash = '';
  const upstreams = Object.values(politica.bases).map((base) => new URL(base).origin);
  const literal = /^\[?[0-9a-f:.]+\]?$/i.test(absoluto.hostname);
  return {
    url: absoluto,
    confianca: upstreams.includes(absoluto.origin) || literal ? 'upstream' : 'publico',
  };
}

/**
 * Whether a URL carries a version or a hash of its content (`foto.3f2a9c1e.jpg`, `?v=12`): its
 * bytes never change, so its variants can be cached for a year. Others are revalidated.
 */
export function urlVersionada(url: URL): boolean {
  const nome = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (/(?:^|[._-])[0-9a-f]{8,}(?=[._-]|$)/i.test(nome)) return true;
  return ['v', 'ver', 'version', 'versao', 'hash'].some((nome) => url.searchParams.has(nome));
}
