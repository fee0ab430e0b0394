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
const endpoint = <N extends EndpointDe<BaseConteudo>>(nome: N, ...valores: ArgumentosEndpoint<N>) =>
  [ENDPOINTS[nome].api, caminhoEndpoint(nome, ...valores)] as const;

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

/**
 * Every address of the sitemap: the sections, event types, visible events and gallery albums.
 * All or nothing: when a part cannot be read it rejects with {@link ConteudoIndisponivel}
 * (a sitemap silently missing the events would tell crawlers they are gone).
 */
export async function caminhosDoSite(
  ler: LeitorConteudo,
  slugAssociacao: string,
): Promise<string[]> {
  const [eventos, tipos, albuns] = await Promise.allSettled([
    lerLista(esquemaEvento, ler, ...endpoint('eventosClassificacao'), pedidoClassificacao()),
    lerLista(esquemaTipoEvento, ler, ...endpoint('tiposEventos')),
    lerLista(
      esquemaRegisto,
      ler,
      ...endpoint('registosDoGrupo', { idGrupo: GRUPOS.galeria, comSeccoes: true }),
    ),
  ]);
  const falhas = Object.entries({ eventos, 'tipos de eventos': tipos, galeria: albuns }).filter(
    (parte): parte is [string, PromiseRejectedResult] => parte[1].status === 'rejected',
  );
  if (falhas.length > 0) {
    throw new ConteudoIndisponivel(
      falhas.map(([nome]) => nome),
      falhas.map(([, resultado]) => resultado.reason),
    );
  }
  const valor = <T>(r: PromiseSettledResult<T[]>): T[] => (r.status === 'fulfilled' ? r.value : []);
  return [
    ...rotasPublicas(slugAssociacao),
    ...valor(tipos).map(caminhoTipoEvento),
    ...eventosVisiveis(valor(eventos)).map(caminhoEvento),
    ...valor(albuns).map((album) => `/galeria/${encodeURIComponent(album.slug)}`),
  ];
}
