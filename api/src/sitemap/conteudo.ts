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

/** Some of the content could not be read: the sitemap would be incomplete. */
export class ConteudoIndisponivel extends Error {
  override readonly name = 'ConteudoIndisponivel';
  constructor(
    readonly partes: readonly string[],
    readonly causas: readonly unknown[],
  ) {
    super(`content unavailable: ${partes.join(', ')}`);
  }
}

/**
 * Awaits every part at once: their values by name, or {@link ConteudoIndisponivel} naming each
 * part that failed (all or nothing).
 */
export async function lerPartes<P extends Record<string, Promise<unknown>>>(
  partes: P,
): Promise<{ [K in keyof P]: Awaited<P[K]> }> {
  const nomes = Object.keys(partes);
  const lidas = await Promise.allSettled(Object.values(partes));
  const falhas = lidas.flatMap((lida, i) =>
    lida.status === 'rejected' ? [[nomes[i] ?? '', lida.reason] as const] : [],
  );
  if (falhas.length > 0) {
    throw new ConteudoIndisponivel(
      falhas.map(([nome]) => nome),
      falhas.map(([, causa]) => causa),
    );
  }
  const valores = lidas.map((lida) => (lida.status === 'fulfilled' ? lida.value : undefined));
  return Object.fromEntries(nomes.map((nome, i) => [nome, valores[i]])) as {
    [K in keyof P]: Awaited<P[K]>;
  };
}

/** Reads a list with the same schema as the site's client: bad items dropped, a bad answer rejected. */
export async function lerLista<T extends z.ZodType>(
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

/** The events of the default classification in Portuguese, asked for as the site does. */
export const lerEventos = (ler: LeitorConteudo) =>
  lerLista(esquemaEvento, ler, ...endpoint('eventosClassificacao'), pedidoClassificacao());

/** The event types. */
export const lerTiposEventos = (ler: LeitorConteudo) =>
  lerLista(esquemaTipoEvento, ler, ...endpoint('tiposEventos'));

/**
 * Every address of the sitemap: the sections, event types, visible events and gallery albums.
 * All or nothing: when a part cannot be read it rejects with {@link ConteudoIndisponivel}
 * (a sitemap silently missing the events would tell crawlers they are gone).
 */
export async function caminhosDoSite(
  ler: LeitorConteudo,
  slugAssociacao: string,
): Promise<string[]> {
  const {
    eventos,
    'tipos de eventos': tipos,
    galeria,
  } = await lerPartes({
    eventos: lerEventos(ler),
    'tipos de eventos': lerTiposEventos(ler),
    galeria: lerLista(
      esquemaRegisto,
      ler,
      ...endpoint('registosDoGrupo', { idGrupo: GRUPOS.galeria, comSeccoes: true }),
    ),
  });
  return [
    ...rotasPublicas(slugAssociacao),
    ...tipos.map(caminhoTipoEvento),
    ...eventosVisiveis(eventos).map(caminhoEvento),
    ...galeria.map((album) => `/galeria/${encodeURIComponent(album.slug)}`),
  ];
}
