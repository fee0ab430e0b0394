import type { Page } from '@playwright/test';

/*
 * Recorders installed in the page before its own scripts (or at once, for the scroll timing):
 * each notes in `window` what happens from the end of parsing on, and returns how to read it.
 */

type Janela = Window & Record<string, unknown>;

/** Reads what a recorder kept under `chave` in the page's window. */
const ler =
  <T>(page: Page, chave: string) =>
  (): Promise<T> =>
    page.evaluate((nome) => (window as unknown as Janela)[nome] as T, chave);

/**
 * Every change of the navbar between menu in a row and menu behind the toggler, from the end of
 * parsing on (the first entry is the state the page was parsed with).
 */
export async function observarEstadosNavbar(page: Page): Promise<() => Promise<boolean[]>> {
  await page.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const nav = document.querySelector('nav[aria-label="Navegação principal"]');
        if (!nav) return;
        const emLinha = () => nav.classList.contains('navbar-expand-sitio');
        const estados = [emLinha()];
        Object.assign(window, { estadosNavbar: estados });
        new MutationObserver(() => estados.push(emLinha())).observe(nav, {
          attributes: true,
          attributeFilter: ['class'],
        });
      },
      { once: true },
    );
  });
  return ler<boolean[]>(page, 'estadosNavbar');
}

/**
 * Where the page's content (`main`) starts at the end of parsing (the server's page, before
 * React), and where it starts now.
 */
export async function observarTopoConteudo(
  page: Page,
): Promise<() => Promise<{ antes: number; depois: number }>> {
  await page.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const topo = document.querySelector('main')?.getBoundingClientRect().top;
        Object.assign(window, { topoAntes: topo });
      },
      { once: true },
    );
  });
  return () =>
    page.evaluate(() => ({
      antes: (window as unknown as { topoAntes: number }).topoAntes,
      depois: document.querySelector('main')!.getBoundingClientRect().top,
    }));
}

/**
 * From now on in the page: when the first click on a link with a fragment happened, and when the
 * window first scrolled after it (`performance.now()` times).
 */
export async function observarScrollAposClique(
  page: Page,
): Promise<() => Promise<{ clique: number; scroll: number }>> {
  await page.evaluate(() => {
    const registo: { clique?: number; scroll?: number } = {};
    Object.assign(window, { registoScroll: registo });
    document.addEventListener(
      'click',
      (evento) => {
        if ((evento.target as Element).closest('a[href*="#"]'))
          registo.clique ??= performance.now();
      },
      { capture: true },
    );
    window.addEventListener('scroll', () => {
      if (registo.clique !== undefined) registo.scroll ??= performance.now();
    });
  });
  return ler<{ clique: number; scroll: number }>(page, 'registoScroll');
}
