import type { Locator, Page } from '@playwright/test';

import { expect } from './site';

/** The page scrolls sideways when the document is wider than the window. */
export const larguraDocumento = (page: Page) =>
  page.evaluate(() => ({
    documento: document.documentElement.scrollWidth,
    janela: window.innerWidth,
  }));

/** The element's distance from the viewport top once scrolling has stopped moving it. */
async function topoQuandoParar(alvo: Locator): Promise<number> {
  let anterior = Number.NaN;
  for (let leitura = 0; leitura < 40; leitura += 1) {
    const actual = (await alvo.boundingBox())?.y ?? Number.NaN;
    if (actual === anterior) return actual;
    anterior = actual;
    await alvo.page().waitForTimeout(150);
  }
  return anterior;
}

/** The element settles 60-100 px below the window's top (the 80 px offset below the navbar). */
export async function esperarNaPosicao(alvo: Locator): Promise<void> {
  await expect(alvo).toBeVisible();
  await expect.poll(() => topoQuandoParar(alvo), { timeout: 10_000 }).toBeGreaterThanOrEqual(60);
  expect(await topoQuandoParar(alvo)).toBeLessThanOrEqual(100);
}

/** Scrolls to the bottom of the page (where the footer is) and checks it moved. */
export async function descerAteAoFim(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

/** Whether the page is taller than the window: a scroll that did not go to the top would show. */
export const podeDescer = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200);
