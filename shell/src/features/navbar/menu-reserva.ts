import { PAGINAS, paginaMenu, type Pagina, type SeccaoMenu } from '@site/shared/contract';

import { construirMenu, type ItemMenu } from './construir-menu';

function seccao(idSeccao: number, nome: string): SeccaoMenu {
  return { idSeccao, nome, activo: true, menu: true, ordem: idSeccao };
}

/**
 * The site's main sections as CMS pages, in the reference CMS's order, so that they go through the
 * very rules of the CMS menu (routes, the association's anchors, the current-route highlight).
 * `/parcerias` is the route of page 8; the spec's fallback spelling `/parceiros` only redirects.
 */
const PAGINAS_RESERVA: readonly Pagina[] = [
  paginaMenu(PAGINAS.inicio, 'Início'),
  paginaMenu(PAGINAS.associacao, 'A Associação', {
    // Sections 1-5: construirMenu links them to their ANCORAS_SECCOES anchors.
    seccoesMenu: [
      seccao(1, 'História'),
      seccao(2, 'Missão, Visão e Valores'),
      seccao(3, 'Estatutos'),
      seccao(4, 'Órgãos Sociais'),
      seccao(5, 'Mensagem do Presidente'),
    ],
  }),
  paginaMenu(PAGINAS.associados, 'Associados', {
    paginasFilhos: [paginaMenu(0, 'Inscrição')],
  }),
  paginaMenu(PAGINAS.eventos, 'Eventos'),
  paginaMenu(PAGINAS.normalizacao, 'Normalização'),
  paginaMenu(PAGINAS.parcerias, 'Parcerias'),
  paginaMenu(PAGINAS.biblioteca, 'Biblioteca'),
  paginaMenu(PAGINAS.galeria, 'Galeria'),
  paginaMenu(PAGINAS.faqs, 'FAQs'),
  paginaMenu(PAGINAS.contactos, 'Contactos'),
].map((entrada, indice) => ({ ...entrada, ordem: indice + 1 }));

/** The built-in menu, shown while the CMS pages list loads and whenever it cannot be had. */
export function construirMenuReserva(slugAssociacao: string): ItemMenu[] {
  return construirMenu(PAGINAS_RESERVA, slugAssociacao).map((item) =>
    // The associates' sections are named by the CMS (their anchors too): lead to the page itself.
    item.id === PAGINAS.associados
      ? { ...item, itens: [{ texto: 'Ser associado', para: '/associados' }, ...item.itens] }
      : item,
  );
}
