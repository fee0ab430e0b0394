import { SCRIPT_MENU_NAVBAR } from '@site/shared/contract';

/*
 * A navbar in jsdom shaped as the Navbar component renders it, with the widths a browser would
 * measure given by the test (jsdom lays nothing out): for the rule, its measurement and the
 * page's inline script, which must decide alike.
 */

/** The class that lays the menu out in a row, as the theme and the Navbar name it. */
const EM_LINHA = 'navbar-expand-sitio';

/** The widths a browser would measure (the shape of the navbar feature's LargurasNavbar). */
interface Larguras {
  disponivel: number;
  marca: number;
  folga: number;
  entradas: number[];
  mais: number | undefined;
}

/** A top-level entry: a link, or (`dropdown`) a button over its own links. */
function entrada(indice: number, dropdown: boolean, activa: boolean): string {
  const activo = activa ? ' active' : '';
  if (!dropdown) {
    return `<li class="nav-item"><a class="nav-link${activo}" href="/e${indice}">Entrada ${indice}</a></li>`;
  }
  return (
    `<li class="nav-item dropdown" id="entrada-${indice}"><button type="button" class="nav-link dropdown-toggle${activo}"` +
    ` aria-expanded="false">Entrada ${indice}</button><ul class="dropdown-menu">` +
    `<li><a class="dropdown-item" href="/e${indice}/a">a</a></li></ul></li>`
  );
}

/** The navbar as the server renders it: in a row, every entry in it, "Mais" hidden. */
export function navbarFalsa(
  larguras: Larguras,
  opcoes: { telemovel?: boolean; activa?: number; dropdowns?: number[] } = {},
): HTMLElement {
  const barra = document.createElement('nav');
  const total = larguras.entradas.length;
  const indices = Array.from({ length: total }, (_, indice) => indice);
  barra.className = `navbar ${EM_LINHA}`;
  barra.innerHTML =
    '<div class="container"><a class="navbar-brand" href="/"></a>' +
    `<button class="navbar-toggler" style="display: ${opcoes.telemovel ? 'block' : 'none'}"></button>` +
    `<div class="collapse navbar-collapse"><ul class="navbar-nav" style="padding-right: ${larguras.folga}px">` +
    indices
      .map((i) => entrada(i, opcoes.dropdowns?.includes(i) ?? false, i === opcoes.activa))
      .join('') +
    // Below `lg` the theme does not show "Mais": its display is none even once not hidden.
    `<li class="nav-item dropdown menu-mais" hidden style="display: ${larguras.mais === undefined ? 'none' : 'block'}">` +
    '<button type="button" class="nav-link dropdown-toggle" aria-expanded="false">Mais</button>' +
    `<ul class="dropdown-menu">${indices.map((i) => `<li><a class="dropdown-item" href="/e${i}">Entrada ${i}</a></li>`).join('')}</ul>` +
    '</li></ul></div></div>';
  const largura = (elemento: Element | null, valor: number) =>
    Object.defineProperty(elemento, 'getBoundingClientRect', { value: () => ({ width: valor }) });
  largura(barra.querySelector('.container'), larguras.disponivel);
  largura(barra.querySelector('.navbar-brand'), larguras.marca);
  barra
    .querySelectorAll('.navbar-nav > li:not(.menu-mais)')
    .forEach((item, indice) => largura(item, larguras.entradas[indice] ?? 0));
  largura(barra.querySelector('.menu-mais'), larguras.mais ?? 0);
  document.body.append(barra);
  return barra;
}

/** Runs the page's inline script on `barra`, as the server's page does once parsed. */
export function correrScript(barra: HTMLElement | null): void {
  new Function('document', SCRIPT_MENU_NAVBAR)({
    querySelector: (seletor: string) => (seletor === '.cabecalho-site nav' ? barra : null),
    documentElement: document.documentElement,
  });
}

/** What a visitor sees of the navbar: in a row or not, and which entries are under "Mais". */
export function disposicaoVista(barra: HTMLElement) {
  const mais = barra.querySelector<HTMLElement>('.menu-mais')!;
  const excedentes = (lista: string) =>
    Array.from(barra.querySelectorAll(`${lista} > li`))
      .map((item, indice) => (item.classList.contains('excedente') ? indice : -1))
      .filter((indice) => indice >= 0);
  return {
    emLinha: barra.classList.contains(EM_LINHA),
    naLinha: excedentes('.navbar-nav')[0] ?? barra.querySelectorAll('.navbar-nav > li').length - 1,
    excedentes: excedentes('.navbar-nav'),
    copias: excedentes('.menu-mais > .dropdown-menu'),
    maisVisivel: !mais.hidden,
    maisActivo: mais.querySelector('button')!.classList.contains('active'),
  };
}
