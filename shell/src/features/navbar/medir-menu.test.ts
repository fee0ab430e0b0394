import { menuCabe } from './medir-menu';

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
