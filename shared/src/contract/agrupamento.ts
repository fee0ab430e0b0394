import type { GrupoTipo } from './registos';

/** One category with its items; `tipo` is null for items without a known category. */
export interface GrupoDeItens<T> {
  tipo: GrupoTipo | null;
  itens: T[];
}

/**
 * Groups items by their category (`idGrupoTipo`), in the categories' `ordem`; empty categories are
 * left out, and items of no known category come last in a group with `tipo: null`.
 */
export function agruparPorTipo<T extends { idGrupoTipo: number | null }>(
  itens: readonly T[],
  tipos: readonly GrupoTipo[],
): GrupoDeItens<T>[] {
  const ordenados = [...tipos].sort((a, b) => a.ordem - b.ordem);
  const conhecidos = new Set(ordenados.map((tipo) => tipo.idGrupoTipo));
  const grupos: GrupoDeItens<T>[] = ordenados.map((tipo) => ({
    tipo,
    itens: itens.filter((item) => item.idGrupoTipo === tipo.idGrupoTipo),
  }));
  grupos.push({
    tipo: null,
    itens: itens.filter((item) => item.idGrupoTipo === null || !conhecidos.has(item.idGrupoTipo)),
  });
  return grupos.filter((grupo) => grupo.itens.length > 0);
}
