import type { BreadcrumbList, Thing } from 'schema-dts';

/** One schema.org object (not an enumeration's bare value) a page describes itself with. */
export type DadosEstruturados = Exclude<Thing, string>;

/** One step of a breadcrumb: its text and the site path it links to. */
export interface PassoTrilho {
  texto: string;
  para: string;
}

/** A page's visible breadcrumb: the steps above it ("Início" first) and its own title. */
export interface TrilhoPagina {
  passos: readonly PassoTrilho[];
  actual: string;
}

/**
 * schema.org `BreadcrumbList` of a visible breadcrumb: each step at its absolute address, the
 * page itself last at `canonico`.
 */
export function listaTrilho(
  trilho: TrilhoPagina,
  origem: string,
  canonico: string,
): BreadcrumbList {
  const itens = [
    ...trilho.passos.map((passo) => ({ nome: passo.texto, url: new URL(passo.para, origem).href })),
    { nome: trilho.actual, url: canonico },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: itens.map((item, indice) => ({
      '@type': 'ListItem',
      position: indice + 1,
      name: item.nome,
      item: item.url,
    })),
  };
}
