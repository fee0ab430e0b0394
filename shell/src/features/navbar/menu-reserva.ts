import { PAGINAS, type Pagina, type SeccaoMenu } from '@site/shared/contract';

import { construirMenu, type ItemMenu } from './construir-menu';

function pagina(idPagina: number, textoPagina: string, extra: Partial<Pagina> = {}): Pagina {
  return {
    idPagina,
    textoPagina,
    descricao: '',
    activo: true,
    menu: true,
    ordem: 0,
    seccoesMenu: [],
    paginasFilhos: [],
    ...extra,
  };
}

function seccao(idSeccao: number, nome: string): SeccaoMenu {
  return { idSeccao, nome, activo: true, menu: true, ordem: idSeccao };
}

/**
 * The site's main sections as CMS pages, in the reference CMS's order, so that they go through the
 * very rules of the CMS menu (routes, the association's anchors, the current-route highlight).
 * `/parcerias` is the route of page 8; the spec's fallback spelling `/parceiros` only redirects.
 */
const PAGINAS_RESERVA: readonly Pagina[] = [
  pagina(PAGINAS.inicio, 'Início'),
  pagina(PAGINAS.associacao, 'A Associação', {
    // Sections 1-5: construirMenu links them to their ANCORAS_SECCOES anchors.
    seccoesMenu: [
      seccao(1, 'História'),
      seccao(2, 'Missão, Visão e Valores'),
      seccao(3, 'Estatutos'),
      seccao(4, 'Órgãos Sociais'),
      seccao(5, 'Mensagem do Presidente'),
    ],
  }),
  pagina(PAGINAS.associados, 'Associados', {
    paginasFilhos: [pagina(0, 'Inscrição')],
  }),
  pagina(PAGINAS.eventos, 'Eventos'),
  pagina(PAGINAS.normalizacao, 'Normalização'),
  pagina(PAGINAS.parcerias, 'Parcerias'),
  pagina(PAGINAS.biblioteca, 'Biblioteca'),
  pagina(PAGINAS.galeria, 'Galeria'),
  pagina(PAGINAS.faqs, 'FAQs'),
  pagina(PAGINAS.contactos, 'Contactos'),
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
