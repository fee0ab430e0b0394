/** The theme's class that lays the menu out in a row beyond the 736 px breakpoint (tema.css). */
export const CLASSE_EXPANDIDA = 'navbar-expand-sitio';

/** On a top-level entry and on its copy in "Mais": the entry is shown in "Mais", not in the row. */
export const CLASSE_EXCEDENTE = 'excedente';

/** The "Mais" entry (the last of the list), shown by the theme from `lg` (992 px) up only. */
export const CLASSE_MAIS = 'menu-mais';

/** Widths in CSS pixels of the navbar's parts, with every entry laid out in a row. */
export interface LargurasNavbar {
  /** The container's content box: the room for the logo and the menu. */
  disponivel: number;
  /** The logo link with its margins. */
  marca: number;
  /** The list's own paddings (the search button sits over the right one). */
  folga: number;
  /** Each top-level entry, none of them wrapped. */
  entradas: number[];
  /** The "Mais" entry, or undefined where the theme has no "Mais" (below `lg`). */
  mais: number | undefined;
}

/** How the menu is laid out: in a row or behind the toggler, and how many entries the row shows. */
export interface DisposicaoMenu {
  emLinha: boolean;
  /** The first `naLinha` entries are in the row; the rest are under "Mais". */
  naLinha: number;
}

/** Half a pixel: sub-pixel widths rounded differently must not move an entry that fits. */
const TOLERANCIA = 0.5;

/** The server's layout, which cannot measure: every entry in a row (the inline script decides). */
export const disposicaoInteira = (total: number): DisposicaoMenu => ({
  emLinha: true,
  naLinha: total,
});

/**
 * The rule the inline script applies too (the contract's SCRIPT_MENU_NAVBAR): every entry in a
 * row while the logo and all of them fit; otherwise, where the theme has "Mais" (from `lg`), the
 * first entries that fit beside it, the rest under it (priority+); below `lg`, the toggler.
 */
export function disporMenu({
  disponivel,
  marca,
  folga,
  entradas,
  mais,
}: LargurasNavbar): DisposicaoMenu {
  const espaco = disponivel - marca - folga + TOLERANCIA;
  const total = entradas.reduce((soma, largura) => soma + largura, 0);
  if (total <= espaco) return disposicaoInteira(entradas.length);
  if (mais === undefined) return { emLinha: false, naLinha: entradas.length };
  let ocupado = mais;
  let naLinha = 0;
  while (naLinha < entradas.length && ocupado + (entradas[naLinha] ?? 0) <= espaco) {
    ocupado += entradas[naLinha] ?? 0;
    naLinha += 1;
  }
  return { emLinha: true, naLinha };
}

const px = (valor: string) => parseFloat(valor) || 0;

/** The navbar's parts the measurement and the layout touch. */
function partesNavbar(barra: HTMLElement) {
  const lista = barra.querySelector<HTMLElement>('.navbar-nav');
  const itens = Array.from(lista?.children ?? []) as HTMLElement[];
  return {
    contentor: barra.querySelector<HTMLElement>('.container'),
    marca: barra.querySelector<HTMLElement>('.navbar-brand'),
    botao: barra.querySelector<HTMLElement>('.navbar-toggler'),
    lista,
    entradas: itens.filter((item) => !item.classList.contains(CLASSE_MAIS)),
    mais: itens.find((item) => item.classList.contains(CLASSE_MAIS)),
  };
}

/** The layout the navbar shows now (the inline script's, at hydration). */
export function disposicaoActual(barra: HTMLElement): DisposicaoMenu {
  const { entradas } = partesNavbar(barra);
  const primeira = entradas.findIndex((item) => item.classList.contains(CLASSE_EXCEDENTE));
  return {
    emLinha: barra.classList.contains(CLASSE_EXPANDIDA),
    naLinha: primeira === -1 ? entradas.length : primeira,
  };
}

/**
 * The widths of `barra` (the navbar) with every entry in a row, or undefined where the theme
 * keeps the menu collapsed anyway (up to 736 px). The navbar is laid out so for the measurement
 * only and put back as it was in the same task, before anything is painted.
 */
export function medirNavbar(barra: HTMLElement): LargurasNavbar | undefined {
  const { contentor, marca, botao, lista, entradas, mais } = partesNavbar(barra);
  if (!contentor || !marca || !botao || !lista) return undefined;
  const recolhida = !barra.classList.contains(CLASSE_EXPANDIDA);
  const excedentes = entradas.filter((item) => item.classList.contains(CLASSE_EXCEDENTE));
  const maisEscondido = mais?.hidden ?? false;
  barra.classList.add(CLASSE_EXPANDIDA);
  excedentes.forEach((item) => item.classList.remove(CLASSE_EXCEDENTE));
  if (mais) mais.hidden = false;
  try {
    // The toggler is hidden exactly where the theme's media query expands the menu.
    if (getComputedStyle(botao).display !== 'none') return undefined;
    const { paddingLeft, paddingRight } = getComputedStyle(contentor);
    const { marginLeft, marginRight } = getComputedStyle(marca);
    const estiloLista = getComputedStyle(lista);
    return {
      disponivel: contentor.getBoundingClientRect().width - px(paddingLeft) - px(paddingRight),
      marca: marca.getBoundingClientRect().width + px(marginLeft) + px(marginRight),
      folga: px(estiloLista.paddingLeft) + px(estiloLista.paddingRight),
      entradas: entradas.map((item) => item.getBoundingClientRect().width),
      mais:
        mais && getComputedStyle(mais).display !== 'none'
          ? mais.getBoundingClientRect().width
          : undefined,
    };
  } finally {
    if (recolhida) barra.classList.remove(CLASSE_EXPANDIDA);
    excedentes.forEach((item) => item.classList.add(CLASSE_EXCEDENTE));
    if (mais) mais.hidden = maisEscondido;
  }
}
