import {
  agruparPorTipo,
  type GrupoDeItens,
  type GrupoTipo,
  type Registo,
} from '@site/shared/contract';

/** The standards grouped by their type (in the types' order), each group in CMS order. */
export function normasPorTipo(
  normas: readonly Registo[],
  tipos: readonly GrupoTipo[],
): GrupoDeItens<Registo>[] {
  const ordenadas = [...normas].sort((a, b) => a.ordem - b.ordem);
  return agruparPorTipo(ordenadas, tipos);
}

/** A standard's title without its code when the CMS repeats it ("NA ISO 9001:2015 — Requisitos"). */
export function tituloDaNorma(norma: Pick<Registo, 'nome' | 'codigo'>): string {
  const { nome, codigo } = norma;
  if (!codigo || !nome.startsWith(codigo)) return nome;
  const resto = nome.slice(codigo.length).replace(/^\s*[—–:-]\s*/, '');
  return resto || nome;
}
