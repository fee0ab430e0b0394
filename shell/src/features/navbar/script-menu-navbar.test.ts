import { ATRIBUTO_MENU_ABERTO_CEDO, ATRIBUTO_REACT } from '@site/shared/contract';

import { correrScript, disposicaoVista, navbarFalsa } from '../../testes/navbar-medida';

import { CLASSE_EXPANDIDA, disporMenu, medirNavbar, type LargurasNavbar } from './medir-menu';

/*
 * The server's page lays its navbar out before the first paint with an inline script (the
 * contract's SCRIPT_MENU_NAVBAR), React with medir-menu.ts once it runs: on the same navbar they
 * must decide alike, or the menu would jump at hydration.
 */

/** Pseudo-random but repeatable widths (a linear congruential generator). */
function gerador(semente: number) {
  let estado = semente;
  return (minimo: number, maximo: number) => {
    estado = (estado * 1103515245 + 12345) % 2 ** 31;
    return minimo + (estado / 2 ** 31) * (maximo - minimo);
  };
}

/** Containers of 540, 720 (no "Mais" below `lg`), 960, 1140 and 1320 px, entries of any length. */
function casos(): LargurasNavbar[] {
  const aleatorio = gerador(2026);
  const contentores = [516, 696, 936, 1116, 1296];
  return Array.from({ length: 60 }, (_, caso) => {
    const disponivel = contentores[caso % contentores.length]!;
    const total = 1 + Math.floor(aleatorio(0, 16));
    return {
      disponivel,
      marca: aleatorio(110, 140),
      folga: 44,
      entradas: Array.from({ length: total }, () => aleatorio(40, 280)),
      mais: disponivel >= 936 ? aleatorio(55, 70) : undefined,
    };
  });
}

afterEach(() => document.body.replaceChildren());

describe('o script inline da navbar', () => {
  it('dispõe o menu como o React o disporia, em 60 navbars de larguras variadas', () => {
    const tipos = new Set<string>();
    for (const larguras of casos()) {
      const esperada = disporMenu(medirNavbar(navbarFalsa(larguras))!);
      const barra = navbarFalsa(larguras);
      correrScript(barra);
      const vista = disposicaoVista(barra);
      const total = larguras.entradas.length;
      const excedentes = esperada.emLinha
        ? Array.from({ length: total - esperada.naLinha }, (_, i) => esperada.naLinha + i)
        : [];
      expect({ ...vista, maisActivo: undefined }).toEqual({
        emLinha: esperada.emLinha,
        naLinha: esperada.emLinha ? esperada.naLinha : total,
        excedentes,
        copias: excedentes,
        maisVisivel: excedentes.length > 0,
        maisActivo: undefined,
      });
      tipos.add(!esperada.emLinha ? 'recolhido' : excedentes.length > 0 ? 'mais' : 'inteiro');
    }
    // The cases cover the three layouts.
    expect([...tipos].sort()).toEqual(['inteiro', 'mais', 'recolhido']);
  });

  it('no limite, decide como o React: à justa e meio píxel a menos cabe, mais do que isso não', () => {
    const entradas = [200, 210, 190];
    const justo = 124 + 44 + 600;
    for (const disponivel of [justo, justo - 0.4, justo - 0.6, justo - 40]) {
      const larguras = { disponivel, marca: 124, folga: 44, entradas, mais: 62 };
      const barra = navbarFalsa(larguras);
      correrScript(barra);
      expect(disposicaoVista(barra).naLinha).toBe(disporMenu(larguras).naLinha);
    }
  });

  it('destaca "Mais" quando a secção actual ficou nele, e só então', () => {
    const larguras = {
      disponivel: 936,
      marca: 124,
      folga: 44,
      entradas: [300, 300, 300],
      mais: 62,
    };
    for (const [activa, destacado] of [
      [2, true],
      [0, false],
    ] as const) {
      const barra = navbarFalsa(larguras, { activa, dropdowns: [2] });
      correrScript(barra);
      expect(disposicaoVista(barra)).toMatchObject({ naLinha: 2, maisActivo: destacado });
    }
  });

  it('onde o tema recolhe o menu (até 736 px) deixa a barra como o servidor a fez', () => {
    const larguras = { disponivel: 300, marca: 124, folga: 44, entradas: [300, 300], mais: 62 };
    const barra = navbarFalsa(larguras, { telemovel: true });
    const antes = barra.cloneNode(true);
    correrScript(barra);
    expect(barra.isEqualNode(antes)).toBe(true);
    expect(barra).toHaveClass(CLASSE_EXPANDIDA);
  });
});

describe('o script inline antes de o React correr', () => {
  const telemovel = () =>
    navbarFalsa(
      { disponivel: 300, marca: 124, folga: 44, entradas: [100, 100, 100], mais: 62 },
      { telemovel: true, dropdowns: [0, 1] },
    );

  it('o botão abre e fecha o menu e deixa a marca que a navbar adopta', () => {
    const barra = telemovel();
    const botao = barra.querySelector<HTMLElement>('.navbar-toggler')!;
    botao.classList.add('collapsed');
    const menu = barra.querySelector('.navbar-collapse')!;
    correrScript(barra);

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

  it('um dropdown, "Mais" incluído, abre e fecha, fecha o outro aberto e deixa a marca', () => {
    const barra = telemovel();
    correrScript(barra);
    const [primeiro, segundo, mais] = ['#entrada-0', '#entrada-1', '.menu-mais'].map((seletor) => ({
      item: barra.querySelector(seletor)!,
      botao: barra.querySelector<HTMLElement>(`${seletor} > button`)!,
      lista: barra.querySelector(`${seletor} > .dropdown-menu`)!,
    }));

    primeiro!.botao.click();
    expect(primeiro!.lista).toHaveClass('show');
    expect(primeiro!.botao).toHaveClass('show');
    expect(primeiro!.botao).toHaveAttribute('aria-expanded', 'true');
    expect(primeiro!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'true');

    segundo!.botao.click();
    expect(segundo!.lista).toHaveClass('show');
    expect(primeiro!.lista).not.toHaveClass('show');
    expect(primeiro!.botao).toHaveAttribute('aria-expanded', 'false');
    expect(primeiro!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'false');

    mais!.botao.click();
    expect(mais!.lista).toHaveClass('show');
    expect(mais!.botao).toHaveAttribute('aria-expanded', 'true');
    expect(mais!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'true');
    expect(segundo!.lista).not.toHaveClass('show');
    mais!.botao.click();
    expect(mais!.lista).not.toHaveClass('show');
    expect(mais!.item).toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO, 'false');
  });

  it('depois de o React começar a hidratar, o botão e os dropdowns são só do React', () => {
    const barra = telemovel();
    correrScript(barra);
    document.documentElement.setAttribute(ATRIBUTO_REACT, '');
    try {
      barra.querySelector<HTMLElement>('.navbar-toggler')!.click();
      expect(barra.querySelector('.navbar-collapse')).not.toHaveClass('show');
      expect(barra).not.toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO);
      barra.querySelector<HTMLElement>('#entrada-0 > button')!.click();
      expect(barra.querySelector('#entrada-0 > .dropdown-menu')).not.toHaveClass('show');
      expect(barra.querySelector('#entrada-0')).not.toHaveAttribute(ATRIBUTO_MENU_ABERTO_CEDO);
    } finally {
      document.documentElement.removeAttribute(ATRIBUTO_REACT);
    }
  });

  it('numa página sem a navbar esperada não faz nada', () => {
    expect(() => correrScript(null)).not.toThrow();
  });
});
