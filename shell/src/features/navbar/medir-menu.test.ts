import { navbarFalsa } from '../../testes/navbar-medida';

import {
  CLASSE_EXPANDIDA,
  disporMenu,
  disposicaoActual,
  medirNavbar,
  type LargurasNavbar,
} from './medir-menu';

// Widths measured in Chromium: the logo takes 124 px with its margin, the list's paddings 44 px
// (the search button sits over the right one), "Mais" 62 px; a long Portuguese entry 180-260 px.
const BASE = { marca: 124, folga: 44, mais: 62 };
const LONGAS = [236, 190, 248, 212, 260, 184, 230, 205, 222, 199, 241];
const soma = (larguras: number[]) => larguras.reduce((total, largura) => total + largura, 0);

/** The navbar's widths in a container whose content box is `disponivel` px. */
const larguras = (disponivel: number, entradas: number[]): LargurasNavbar => ({
  ...BASE,
  disponivel,
  entradas,
});
/** The same below `lg`, where the theme has no "Mais". */
const semMais = (disponivel: number, entradas: number[]): LargurasNavbar => ({
  ...larguras(disponivel, entradas),
  mais: undefined,
});

describe('disporMenu', () => {
  it('põe todas as entradas em linha enquanto cabem com o logótipo, sem "Mais"', () => {
    const entradas = LONGAS.slice(0, 4);
    const justo = BASE.marca + BASE.folga + soma(entradas);
    expect(disporMenu(larguras(justo, entradas))).toEqual({ emLinha: true, naLinha: 4 });
    // Half a pixel of rounding still fits; more does not.
    expect(disporMenu(larguras(justo - 0.4, entradas))).toEqual({ emLinha: true, naLinha: 4 });
    expect(disporMenu(larguras(justo - 0.6, entradas)).naLinha).toBeLessThan(4);
  });

  it('de lg para cima, deixa na linha as primeiras que cabem ao lado de "Mais" e o resto vai para ele', () => {
    // 1296 px of content (1440 px screens): 1128 px for the list.
    const disposicao = disporMenu(larguras(1296, LONGAS));
    const naLinha = LONGAS.slice(0, disposicao.naLinha);
    expect(disposicao.emLinha).toBe(true);
    expect(soma(naLinha) + BASE.mais).toBeLessThanOrEqual(1296 - BASE.marca - BASE.folga);
    expect(soma(naLinha) + BASE.mais + LONGAS[disposicao.naLinha]!).toBeGreaterThan(
      1296 - BASE.marca - BASE.folga,
    );
    expect(disposicao.naLinha).toBe(4);
  });

  it('reserva o lugar de "Mais": uma entrada que só caberia sem ele vai também para "Mais"', () => {
    const entradas = [300, 300, 300, 300];
    // 950 px for the list: three entries alone (900) would fit, but beside "Mais" only two (662).
    expect(disporMenu(larguras(950 + 168, entradas))).toEqual({ emLinha: true, naLinha: 2 });
  });

  it('se nem uma entrada cabe ao lado de "Mais", a linha fica só com "Mais"', () => {
    expect(disporMenu(larguras(300, [400, 100]))).toEqual({ emLinha: true, naLinha: 0 });
  });

  it('entre 737 e 991 px (sem "Mais"), um menu que não cabe fica atrás do botão', () => {
    expect(disporMenu(semMais(696, LONGAS))).toEqual({
      emLinha: false,
      naLinha: LONGAS.length,
    });
    // One that fits is still in a row (spec §9's breakpoint).
    expect(disporMenu(semMais(696, [120, 140, 150]))).toEqual({
      emLinha: true,
      naLinha: 3,
    });
  });
});

describe('medirNavbar', () => {
  afterEach(() => document.body.replaceChildren());

  it('mede cada parte com todas as entradas em linha e devolve a navbar como estava', () => {
    const medidas = larguras(936, LONGAS.slice(0, 6));
    const barra = navbarFalsa(medidas);
    // As a navbar React laid out with two entries under "Mais" and the menu behind the toggler.
    barra.classList.remove(CLASSE_EXPANDIDA);
    const [quinta, sexta] = Array.from(barra.querySelectorAll('.navbar-nav > li')).slice(4, 6);
    quinta!.classList.add('excedente');
    sexta!.classList.add('excedente');
    const antes = barra.cloneNode(true);

    expect(medirNavbar(barra)).toEqual(medidas);
    expect(barra.isEqualNode(antes)).toBe(true);
    expect(disposicaoActual(barra)).toEqual({ emLinha: false, naLinha: 4 });
  });

  it('abaixo de lg não mede "Mais", e onde o tema recolhe o menu (até 736 px) não mede nada', () => {
    expect(medirNavbar(navbarFalsa(semMais(696, LONGAS)))?.mais).toBeUndefined();
    expect(medirNavbar(navbarFalsa(larguras(300, LONGAS), { telemovel: true }))).toBeUndefined();
  });
});
