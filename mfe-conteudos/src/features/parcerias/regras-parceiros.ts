import {
  agruparPorTipo,
  type GrupoDeItens,
  type GrupoTipo,
  type IconeConteudo,
} from '@site/shared/contract';

/** The partners grouped by kind, in the kinds' order; each group keeps the CMS order. */
export function parceirosPorTipo(
  parceiros: readonly IconeConteudo[],
  tipos: readonly GrupoTipo[],
): GrupoDeItens<IconeConteudo>[] {
  return agruparPorTipo(parceiros, tipos);
}
