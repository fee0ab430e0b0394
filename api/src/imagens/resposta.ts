import type { ProporcaoImagem } from '@site/shared/contract';

export interface MetaVariante {
  tipo: string;
  resumoOriginal: string;
}

export interface PedidoImagem {
  url: string;
  largura: number;
  partilha: boolean;
  proporcao: ProporcaoImagem | undefined;
  accept: string | undefined;
  /** The request's `If-None-Match`. */
  seNenhumCorresponde: string | undefined;
}

/** How the answer was found, sent as `X-Imagem-Cache`. */
export type EstadoCache = 'HIT' | 'MISS' | 'STALE';

export type RespostaImagem =
  | { status: 200; corpo: Buffer; cabecalhos: Record<string, string> }
  | { status: 304; cabecalhos: Record<string, string> };

/** A variant as kept: its bytes, its type and the original's digest it was made from. */
export interface VarianteGuardada {
  bytes: Buffer;
  meta: MetaVariante;
}

/**
 * The answer for a kept variant: immutable when its URL carries a version, else fresh for
 * `validadeMs` and served stale while revalidated or while the CMS is down; 304 when the
 * request's `If-None-Match` names its ETag.
 */
export function respostaImagem(
  variante: VarianteGuardada,
  contexto: { versionada: boolean; cache: EstadoCache; validadeMs: number },
  pedido: PedidoImagem,
): RespostaImagem {
  const subtipo = variante.meta.tipo.replace('image/', '').replace('+xml', '');
  const forma = pedido.partilha ? '-p' : pedido.proporcao ? `-${pedido.proporcao}` : '';
  const etag = `"${variante.meta.resumoOriginal.slice(0, 16)}-${pedido.largura}${forma}-${subtipo}"`;
  const validade = Math.round(contexto.validadeMs / 1000);
  const cabecalhos: Record<string, string> = {
    'content-type': variante.meta.tipo,
    'cache-control': contexto.versionada
      ? 'public, max-age=31536000, immutable'
      : `public, max-age=${validade}, stale-while-revalidate=86400, stale-if-error=604800`,
    etag,
    vary: 'Accept',
    'x-imagem-cache': contexto.cache,
  };
  const pedidas = (pedido.seNenhumCorresponde ?? '').split(',').map((valor) => valor.trim());
  if (pedidas.includes(etag) || pedidas.includes('*')) return { status: 304, cabecalhos };
  return { status: 200, corpo: variante.bytes, cabecalhos };
}
