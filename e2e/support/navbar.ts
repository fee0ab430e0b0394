import type { Page } from '@playwright/test';

import { construirMenuReserva } from '../../shell/src/features/navbar/menu-reserva';

import { larguraDocumento } from './scroll';
import { expect } from './site';

export const navegacao = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegação principal' });

/**
 * The CMS menu's top-level entries, links and dropdown buttons, shown or not: "Mais" (the last
 * item, which holds the entries that do not fit in a row) is not one of them.
 */
export const entradasMenu = (page: Page) =>
  navegacao(page).locator('.navbar-nav > li:not(.menu-mais) > :is(a, button)');

/** The links of the dropdown that is open. */
export const itensAbertos = (page: Page) => navegacao(page).locator('.dropdown-menu.show a');

/**
 * Makes the entries reachable: opens the menu when the navbar keeps it behind the toggler (narrow
 * windows, or more entries than fit in a row). From `lg` up, entries that do not fit in the row
 * are under "Mais" instead (their own tests: navbar-menu-longo.spec.ts): then the window is made
 * just narrower than `lg`, where each entry is a link or a button of its own behind the toggler,
 * for the tests of the menu's rules. Call it once the CMS's entries are in place.
 */
export async function mostrarMenu(page: Page): Promise<void> {
  if (await navegacao(page).getByRole('button', { name: 'Mais', exact: true }).isVisible()) {
    await page.setViewportSize({ width: 991, height: page.viewportSize()?.height ?? 800 });
  }
  const menu = page.locator('#menu-principal');
  // Bootstrap ignores the toggler while the menu is still opening or closing.
  await expect(menu).not.toHaveClass(/\bcollapsing\b/);
  const botao = navegacao(page).getByRole('button', { name: 'Abrir o menu' });
  if (!(await botao.isVisible())) return;
  if (!/\bshow\b/.test((await menu.getAttribute('class')) ?? '')) await botao.click();
  await expect(menu).toHaveClass(/\bshow\b/);
  await expect(menu).not.toHaveClass(/\bcollapsing\b/);
}

/** Waits until the address (path and fragment) is `href`, or matches it. */
export async function esperarCaminho(page: Page, href: string | RegExp): Promise<void> {
  const caminho = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.hash}`;
  };
  if (typeof href === 'string') await expect.poll(caminho).toBe(href);
  else await expect.poll(caminho).toMatch(href);
}

/** Opens a dropdown of the navbar and follows one of its links. */
export async function seguirNoMenu(page: Page, entrada: string, ligacao: string): Promise<void> {
  await mostrarMenu(page);
  await navegacao(page).getByRole('button', { name: entrada, exact: true }).click();
  await itensAbertos(page).getByText(ligacao, { exact: true }).click();
}

/** Every top-level entry is shown whole inside the window, once the toggler (if any) is opened. */
export async function entradasAlcancaveis(page: Page): Promise<void> {
  const botao = navegacao(page).getByRole('button', { name: 'Abrir o menu' });
  if (await botao.isVisible()) {
    await botao.click();
    await expect(page.locator('#menu-principal')).toHaveClass(/\bshow\b/);
  }
  const { janela } = await larguraDocumento(page);
  const mais = navegacao(page).getByRole('button', { name: 'Mais', exact: true });
  for (const entrada of await entradasMenu(page).all()) {
    if (!(await entrada.isVisible())) {
      // From `lg` up, an entry that does not fit in the row is under "Mais".
      const nome = (await entrada.textContent())?.trim() ?? '';
      await mais.click();
      const lista = page.locator('#menu-mais-ligacoes');
      await expect(lista.locator(':scope > li:visible > :is(a, .dropdown-header)')).toContainText([
        nome,
      ]);
      await mais.click();
      continue;
    }
    const caixa = await entrada.boundingBox();
    expect(caixa?.x).toBeGreaterThanOrEqual(0);
    expect((caixa?.x ?? 0) + (caixa?.width ?? Infinity)).toBeLessThanOrEqual(janela);
  }
}

/**
 * The site's own menu, shown while the CMS's pages list is missing: the shell's one definition
 * (`menu-reserva.ts`), as links and dropdowns of `{ texto, para }`.
 */
export const menuProprio = (slugAssociacao: string) => construirMenuReserva(slugAssociacao);
