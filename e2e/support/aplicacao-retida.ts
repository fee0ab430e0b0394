import type { Page } from '@playwright/test';

import { expect } from './site';

/**
 * Opens `caminho` (the home page by default) on a phone with the application's code held back:
 * the page is the server's, and React is not running until the returned function lets the code
 * through.
 */
export async function abrirSemAplicacao(page: Page, caminho = '/'): Promise<() => void> {
  await page.setViewportSize({ width: 360, height: 800 });
  let libertar: () => void = () => {};
  const retido = new Promise<void>((resolver) => (libertar = resolver));
  await page.route(/\/aplicacao\.[0-9a-f]+\.js$/, async (rota) => {
    await retido;
    await rota.continue();
  });
  // Until the end of parsing only: the held chunk, once requested, keeps the load event back.
  await page.goto(caminho, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-react');
  return libertar;
}
