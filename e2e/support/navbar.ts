import type { Page } from '@playwright/test';

import { expect } from './site';

export const navegacao = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegação principal' });

/** The top-level entries, links and dropdown buttons, shown or not. */
export const entradasMenu = (page: Page) =>
  navegacao(page).locator('.navbar-nav > li > :is(a, button)');

/** The links of the dropdown that is open. */
export const itensAbertos = (page: Page) => navegacao(page).locator('.dropdown-menu.show a');

/**
 * Makes the entries reachable: opens the menu when the navbar keeps it behind the toggler (narrow
 * windows, or more entries than fit in a row). Call it once the CMS's entries are in place.
 */
export async function mostrarMenu(page: Page): Promise<void> {
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
