import {
  ATRIBUTO_MENU_ABERTO_CEDO,
  ATRIBUTO_REACT,
  SCRIPT_MENU_NAVBAR,
} from '@site/shared/contract';

import { CLASSE_EXPANDIDA, menuCabe } from './medir-menu';

// Widths measured in Chromium with the CMS's eleven entries in a row (compact up to 1399 px):
// the logo takes 124 px with its margin, the entries 904 px; 1040 px at full size from 1400 px.
const MARCA = 124;
const ONZE_ENTRADAS = 904;

describe('menuCabe', () => {
  it('as onze entradas do CMS cabem em linha no contentor de 1140 px (ecrãs de 1200 a 1399 px)', () => {
    expect(menuCabe({ disponivel: 1116, marca: MARCA, menu: ONZE_ENTRADAS })).toBe(true);
    expect(menuCabe({ disponivel: 1296, marca: MARCA, menu: 1040 })).toBe(true);
  });

  it.each([
    ['960 px (ecrãs de 992 a 1199 px)', 936],
    ['720 px (ecrãs de 768 a 991 px)', 696],
    ['540 px (ecrãs de 737 a 767 px)', 516],
  ])('não cabem no contentor de %s: o menu fica recolhido', (_contentor, disponivel) => {
    expect(menuCabe({ disponivel, marca: MARCA, menu: ONZE_ENTRADAS })).toBe(false);
  });

  it('um menu que ocupa o espaço à justa cabe, mesmo com meio píxel de arredondamento', () => {
    expect(menuCabe({ disponivel: 1028, marca: MARCA, menu: ONZE_ENTRADAS })).toBe(true);
    expect(menuCabe({ disponivel: 1027.6, marca: MARCA, menu: ONZE_ENTRADAS })).toBe(true);
    expect(menuCabe({ disponivel: 1027.4, marca: MARCA, menu: ONZE_ENTRADAS })).toBe(false);
  });
});

/**
 * The server's page decides before the first paint with an inline script (the contract's
 * SCRIPT_MENU_NAVBAR): run here on a navbar whose widths are given, it must decide as menuCabe.
 */
describe('o script inline que decide antes da primeira pintura', () => {
  /** A top-level entry with links of its own, as the navbar's Dropdown renders it. */
  const DROPDOWN = (id: string) =>
    `<li class="nav-item dropdown" id="${id}"><button type="button" class="nav-link dropdown-toggle"` +
    ` aria-expanded="false"></button><ul class="dropdown-menu"><li><a class="dropdown-item" href="/x">x</a></li></ul></li>`;

  function navbar(
    larguras: { disponivel: number; marca: number; menu: number },
    recolhido: boolean,
  ) {
    const barra = document.createElement('nav');
    barra.innerHTML =
      '<div class="container"><a class="navbar-brand"></a>' +
      '<button class="navbar-toggler" style="display: none"></button>' +
      '<div class="collapse navbar-collapse"><ul class="navbar-nav">' +
      DROPDOWN('eventos') +
      DROPDOWN('associacao') +
      '</ul></div></div>';
    if (!recolhido) barra.classList.add(CLASSE_EXPANDIDA);
    const largura = (seletor: string, valor: number) =>
      Object.defineProperty(barra.querySelector(seletor), 'getBoundingClientRect', {
        value: () => ({ width: valor }),
      });
    largura('.container', larguras.disponivel);
    largura('.navbar-brand', larguras.marca);
    largura('.navbar-nav', larguras.menu);
    return barra;
  }

  function correr(barra: HTMLElement) {
    new Function('document', SCRIPT_MENU_NAVBAR)({
      querySelector: (seletor: string) => (seletor === '.cabecalho-site nav' ? barra : null),
      documentElement: document.documentElement,
    });
  }

  it.each([
    ['cabe no contentor de 1140 px', 1116],
    ['não cabe no de 960 px', 936],
    ['não cabe no de 720 px', 696],
    ['cabe à justa', 1028],
    ['meio píxel a menos ainda cabe', 1027.6],
    ['mais do que meio píxel a menos já não cabe', 1027.4],
  ])('%s: a mesma decisão que menuCabe', (_caso, disponivel) => {
    const larguras = { disponivel, marca: MARCA, menu: ONZE_ENTRADAS };
    for (const recolhido of [false, true]) {
      const barra = navbar(larguras, recolhido);
      correr(barra);
      expect(barra.classList.contains(CLASSE_EXPANDIDA)).toBe(menuCabe(larguras));
    }
  });

  it('onde o tema recolhe o menu (botão visível) deixa a barra como o servidor a fez', () => {
    const barra = navbar({ disponivel: 300, marca: MARCA, menu: ONZE_ENTRADAS }, false);
    barra.querySelector<HTMLElement>('.navbar-toggler')!.style.display = 'block';
    correr(barra);
    expect(barra.classList.contains(CLASSE_EXPANDIDA)).toBe(true);
  });

  it('antes de o React correr, o botão abre e fecha o menu e deixa a marca que a navbar adopta', () => {
    const barra = navbar({ disponivel: 300, marca: MARCA, menu: ONZE_ENTRADAS }, true);
    const botao = barra.querySelector<HTMLElement>('.navbar-toggler')!;
    botao.style.display = 'block';
    botao.classList.add('collapsed');
    const menu = barra.querySelector('.navbar-collapse')!;
    correr(barra);

    botao.click();
    expect(menu).toHaveClass('show');
    expect(botao).not.toHaveClass('collapsed');
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(barra).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'true');
    botao.click();
    expect(menu).not.toHaveClass('show');
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(barra).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'false');
  });

  it('antes de o React correr, um dropdown abre e fecha, fecha o outro aberto e deixa a marca', () => {
    const barra = navbar({ disponivel: 300, marca: MARCA, menu: ONZE_ENTRADAS }, true);
    correr(barra);
    const [eventos, associacao] = ['#eventos', '#associacao'].map((id) => ({
      item: barra.querySelector(id)!,
      botao: barra.querySelector<HTMLElement>(`${id} > button`)!,
      lista: barra.querySelector(`${id} > .dropdown-menu`)!,
    }));

    eventos!.botao.click();
    expect(eventos!.lista).toHaveClass('show');
    expect(eventos!.botao).toHaveClass('show');
    expect(eventos!.botao).toHaveAttribute('aria-expanded', 'true');
    expect(eventos!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'true');

    associacao!.botao.click();
    expect(associacao!.lista).toHaveClass('show');
    expect(associacao!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'true');
    expect(eventos!.lista).not.toHaveClass('show');
    expect(eventos!.botao).toHaveAttribute('aria-expanded', 'false');
    expect(eventos!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'false');

    associacao!.botao.click();
    expect(associacao!.lista).not.toHaveClass('show');
    expect(associacao!.botao).not.toHaveClass('show');
    expect(associacao!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'false');
  });

  it('depois de o React começar a hidratar, o botão e os dropdowns são só do React', () => {
    const barra = navbar({ disponivel: 300, marca: MARCA, menu: ONZE_ENTRADAS }, true);
    const botao = barra.querySelector<HTMLElement>('.navbar-toggler')!;
    botao.style.display = 'block';
    correr(barra);
    document.documentElement.setAttribute(ATRIBUTO_REACT, '');
    try {
      botao.click();
      expect(barra.querySelector('.navbar-collapse')).not.toHaveClass('show');
      expect(barra).not.toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO);
      barra.querySelector<HTMLElement>('#eventos > button')!.click();
      expect(barra.querySelector('#eventos > .dropdown-menu')).not.toHaveClass('show');
      expect(barra.querySelector('#eventos')).not.toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO);
    } finally {
      document.documentElement.removeAttribute(ATRIBUTO_REACT);
    }
  });

  it('numa página sem a navbar esperada não faz nada', () => {
    expect(() =>
      new Function('document', SCRIPT_MENU_NAVBAR)({ querySelector: () => null }),
    ).not.toThrow();
  });
});
