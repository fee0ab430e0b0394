import {
  PAGINAS_RODAPE,
  slugify,
  type Pagina,
  type RedeSocial,
  type TipoEvento,
} from '@site/shared/contract';
import { urlSegura } from '@site/shared/ui';

/** Social networks shown in the footer: active ones with a known code and a safe URL, in LI, TW, FB, IN order. */
export function redesVisiveis(redes: readonly RedeSocial[]): RedeSocial[] {
  const ordem = ['LI', 'TW', 'FB', 'IN'];
  return redes
    .filter((rede) => rede.activo && ordem.includes(rede.codRedeSocial) && urlSegura(rede.url))
    .sort((a, b) => ordem.indexOf(a.codRedeSocial) - ordem.indexOf(b.codRedeSocial));
}

/** Event types in Portuguese alphabetical order, each with its type page. */
export function tiposOrdenados(tipos: readonly TipoEvento[]): { tipo: TipoEvento; para: string }[] {
  return [...tipos]
    .sort((a, b) => a.tipoEvento.localeCompare(b.tipoEvento, 'pt', { sensitivity: 'base' }))
    .map((tipo) => ({
      tipo,
      para: `/eventos/tipos/${tipo.idTipoEvento}/${slugify(tipo.tipoEvento)}`,
    }));
}

/** The pages of the footer's 'Menu' column, in the spec's order (2, 4, 6-12), when they exist and are active. */
export function paginasDoRodape(paginas: readonly Pagina[]): Pagina[] {
  const porId = new Map(paginas.map((pagina) => [pagina.idPagina, pagina]));
  return PAGINAS_RODAPE.map((id) => porId.get(id)).filter(
    (pagina): pagina is Pagina => pagina !== undefined && pagina.activo,
  );
}
