import type { Page } from '@playwright/test';

import { navegacao } from './navbar';
import { expect } from './site';

/*
 * The menu in a row from `lg` up, with the entries that do not fit under "Mais" (priority+), as a
 * visitor finds it: what the row shows, what "Mais" holds, and how the keyboard reaches them.
 */

export const botaoMais = (page: Page) =>
  navegacao(page).getByRole('button', { name: 'Mais', exact: true });

/** The names of the entries the row shows (links and dropdown buttons), "Mais" left out. */
export const entradasNaLinha = (page: Page) =>
  navegacao(page)
    .locator('.navbar-nav > li:not(.menu-mais):visible > :is(a, button)')
    .allInnerTexts();

/**
 * What "Mais" holds: opens it, reads the names of its entries (an entry with links of its own is
 * its name over them) and every link it shows, and closes it again.
 */
export async function conteudoMais(page: Page): Promise<{ nomes: string[]; ligacoes: string[] }> {
  if (!(await botaoMais(page).isVisible())) return { nomes: [], ligacoes: [] };
  await botaoMais(page).click();
  const lista = page.locator('#menu-mais-ligacoes');
  await expect(lista).toBeVisible();
  const entradas = lista.locator(':scope > li:visible');
  const nomes = await entradas.locator(':scope > :is(a, .dropdown-header)').allInnerTexts();
  const ligacoes = await entradas.locator('a').allInnerTexts();
  await botaoMais(page).click();
  await expect(lista).toBeHidden();
  return { nomes, ligacoes };
}

/** The names of the entries "Mais" holds. */
export const entradasNoMais = async (page: Page) => (await conteudoMais(page)).nomes;

/**
 * The menu is one row inside the window: no toggler, the entries and "Mais" side by side on one
 * line between the logo and the search, none overlapping another, none with its text cut.
 */
export async function verificarUmaLinha(page: Page): Promise<void> {
  await expect(navegacao(page).getByRole('button', { name: 'Abrir o menu' })).toBeHidden();
  const medida = await navegacao(page).evaluate((nav) => {
    const caixa = (el: Element | null) => el!.getBoundingClientRect();
    const entradas = Array.from(
      nav.querySelectorAll<HTMLElement>('.navbar-nav > li > :is(a, button)'),
    ).filter((entrada) => entrada.checkVisibility());
    return {
      janela: window.innerWidth,
      documento: document.documentElement.scrollWidth,
      marca: caixa(nav.querySelector('.navbar-brand')).right,
      pesquisa: caixa(nav.querySelector('.pesquisa-navbar-botao')).left,
      entradas: entradas.map((entrada) => {
        const { left, right, top, bottom } = entrada.getBoundingClientRect();
        const cortada = entrada.scrollWidth > entrada.clientWidth + 1;
        return { nome: entrada.innerText, left, right, meio: (top + bottom) / 2, cortada };
      }),
    };
  });
  expect(medida.documento).toBeLessThanOrEqual(medida.janela);
  const [primeira] = medida.entradas;
  expect(primeira!.left).toBeGreaterThanOrEqual(medida.marca);
  for (const [indice, entrada] of medida.entradas.entries()) {
    expect(entrada.cortada, `${entrada.nome} cortada`).toBe(false);
    expect(Math.abs(entrada.meio - primeira!.meio), `${entrada.nome} noutra linha`).toBeLessThan(1);
    const seguinte = medida.entradas[indice + 1];
    const limite = seguinte ? seguinte.left : medida.pesquisa;
    expect(entrada.right, `${entrada.nome} sobreposta`).toBeLessThanOrEqual(limite + 0.5);
  }
}

/** The name of the focused element. */
const focado = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

/**
 * Goes through the menu with the keyboard alone: Tab from the logo over the row's entries to
 * "Mais", then Enter and the arrows through the links "Mais" shows, and Escape. Returns the
 * entries the Tab key reached and the links the arrows reached.
 */
export async function percorrerComTeclado(page: Page) {
  await navegacao(page).locator('.navbar-brand').focus();
  const naLinha: string[] = [];
  const dentroDaLista = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-nav')));
  for (let tecla = 0; tecla < 40; tecla += 1) {
    await page.keyboard.press('Tab');
    if (await dentroDaLista()) naLinha.push(await focado(page));
    else if (naLinha.length > 0) break;
  }
  const noMais: string[] = [];
  if (naLinha.at(-1) === 'Mais') {
    await botaoMais(page).focus();
    await page.keyboard.press('Enter');
    await expect(botaoMais(page)).toHaveAttribute('aria-expanded', 'true');
    let anterior = -1;
    for (let tecla = 0; tecla < 60; tecla += 1) {
      await page.keyboard.press('ArrowDown');
      const [indice, nome] = await page.evaluate(() => {
        const ligacoes = Array.from(document.querySelectorAll('#menu-mais-ligacoes a'));
        const activo = document.activeElement as HTMLElement;
        return [ligacoes.indexOf(activo), activo.innerText] as const;
      });
      if (indice === anterior) break;
      anterior = indice;
      noMais.push(nome);
    }
    await page.keyboard.press('Escape');
    await expect(botaoMais(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(botaoMais(page)).toBeFocused();
  }
  return { naLinha, noMais };
}
