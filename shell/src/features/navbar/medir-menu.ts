/** The theme's class that lays the menu out in a row beyond the 736 px breakpoint (tema.css). */
export const CLASSE_EXPANDIDA = 'navbar-expand-sitio';

/** Widths in CSS pixels of the navbar's parts, with the menu laid out in a row. */
export interface LargurasNavbar {
  /** The container's content box: the room for the logo and the menu. */
  disponivel: number;
  /** The logo link with its margins. */
  marca: number;
  /** The list of top-level entries, none of them wrapped. */
  menu: number;
}

/** Half a pixel: sub-pixel widths rounded differently must not collapse a menu that fits. */
const TOLERANCIA = 0.5;

/** Whether the logo and every top-level entry fit in a row inside the navbar's container. */
export function menuCabe({ disponivel, marca, menu }: LargurasNavbar): boolean {
  return marca + menu <= disponivel + TOLERANCIA;
}

const px = (valor: string) => parseFloat(valor) || 0;

/**
 * The widths of `barra` (the navbar) as if its menu were expanded, or undefined where the theme
 * keeps it collapsed anyway (up to 736 px). A collapsed navbar gets the expanded class for the
 * measurement only: it is taken away in the same task, before anything is painted.
 */
export function medirMenuExpandido(barra: HTMLElement): LargurasNavbar | undefined {
  const contentor = barra.querySelector<HTMLElement>('.container');
  const marca = barra.querySelector<HTMLElement>('.navbar-brand');
  const lista = barra.querySelector<HTMLElement>('.navbar-nav');
  const botao = barra.querySelector<HTMLElement>('.navbar-toggler');
  if (!contentor || !marca || !lista || !botao) return undefined;
  const recolhida = !barra.classList.contains(CLASSE_EXPANDIDA);
  if (recolhida) barra.classList.add(CLASSE_EXPANDIDA);
  try {
    // The toggler is hidden exactly where the theme's media query expands the menu.
    if (getComputedStyle(botao).display !== 'none') return undefined;
    const { paddingLeft, paddingRight } = getComputedStyle(contentor);
    const { marginLeft, marginRight } = getComputedStyle(marca);
    return {
      disponivel: contentor.getBoundingClientRect().width - px(paddingLeft) - px(paddingRight),
      marca: marca.getBoundingClientRect().width + px(marginLeft) + px(marginRight),
      menu: Math.max(lista.getBoundingClientRect().width, lista.scrollWidth),
    };
  } finally {
    if (recolhida) barra.classList.remove(CLASSE_EXPANDIDA);
  }
}
