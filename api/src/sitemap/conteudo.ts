import type { z } from 'zod';

import {
  caminhoEndpoint,
  caminhoEvento,
  caminhoTipoEvento,
  ENDPOINTS,
  eventosVisiveis,
  GRUPOS,
  pedidoClassificacao,
  rotasPublicas,
  type ArgumentosEndpoint,
  type EndpointDe,
} from '@site/shared/contract';
import {
  esquemaEvento,
  esquemaRegisto,
  esquemaTipoEvento,
  lerResposta,
  listaResposta,
} from '@site/shared/contract/esquemas';

import type { Parte, Ronda } from './partes';

/** The two API bases the sitemap reads. */
export type BaseConteudo = 'cms' | 'eve';

/**
 * Reads one endpoint of a base (`caminho` relative to it, e.g. `tiposEventos/Lista/pt`) and
 * resolves to the answer's body: a GET, or a POST of `corpo` when given. Rejects on anything but
 * HTTP 200.
 */
export type LeitorConteudo = (
  base: BaseConteudo,
  caminho: string,
  corpo?: object,
) => Promise<unknown>;

/** A read of the contract's endpoint table, as a {@link LeitorConteudo} takes it: base and path. */
export const endpoint = <N extends EndpointDe<BaseConteudo>>(
  nome: N,
  ...valores: ArgumentosEndpoint<N>
) => [ENDPOINTS[nome].api, caminhoEndpoint(nome, ...valores)] as const;

/** Reads a list with the same schema as the site's client: bad items dropped, a bad answer rejected. */
async function lerLista<T extends z.ZodType>(
  esquema: T,
  ler: LeitorConteudo,
  ...pedido: Parameters<LeitorConteudo>
): Promise<z.output<T>[]> {
  const leitura = lerResposta(listaResposta(esquema), await ler(...pedido));
  if (!leitura.ok) {
    const motivo =
      leitura.falha === 'envelope' ? `statusCode ${leitura.statusCode}` : leitura.motivo;
    throw new Error(`${pedido[0]} ${pedido[1]}: ${motivo}`);
  }
  return leitura.dados;
}

/** A read of one endpoint as a part of a build (`partes.ts`), named by its base and path. */
export function parte<T>(
  [base, caminho]: readonly [BaseConteudo, string],
  ler: (base: BaseConteudo, caminho: string) => Promise<T>,
): Parte<T> {
  return { endpoint: `${base} ${caminho}`, ler: () => ler(base, caminho) };
}

/** A list of an endpoint, read with the site's schema, as a part. */
export const parteLista = <T extends z.ZodType>(
  esquema: T,
  ler: LeitorConteudo,
  pedido: readonly [BaseConteudo, string],
) => parte(pedido, (base, caminho) => lerLista(esquema, ler, base, caminho));

/** The events of the default classification in Portuguese, asked for as the site does. */
export const parteEventos = (ler: LeitorConteudo) =>
  parte(endpoint('eventosClassificacao'), (base, caminho) =>
    lerLista(esquemaEvento, ler, base, caminho, pedidoClassificacao()),
  );

/** The event types. */
export const parteTiposEventos = (ler: LeitorConteudo) =>
  parteLista(esquemaTipoEvento, ler, endpoint('tiposEventos'));

/**
 * Every address of the sitemap: the sections, event types, visible events and gallery albums.
 * Each of the three lists is a part of its own (`ronda`): one that cannot be read is left out
 * (or kept from its last good read) and the others are listed; a sitemap lacking a list tells a
 * crawler nothing is gone (it lists what to visit, not what exists).
 */
export async function caminhosDoSite(
  ler: LeitorConteudo,
  slugAssociacao: string,
  ronda: Ronda,
): Promise<string[]> {
  const { eventos, tipos, galeria } = await ronda.ler({
    eventos: parteEventos(ler),
    tipos: parteTiposEventos(ler),
    galeria: parteLista(
      esquemaRegisto,
      ler,
      endpoint('registosDoGrupo', { idGrupo: GRUPOS.galeria, comSeccoes: true }),
    ),
  });
  return [
    ...rotasPublicas(slugAssociacao),
    ...(tipos ?? []).map(caminhoTipoEvento),
    ...eventosVisiveis(eventos ?? []).map(caminhoEvento),
    ...(galeria ?? []).map((album) => `/galeria/${encodeURIComponent(album.slug)}`),
  ];
}
