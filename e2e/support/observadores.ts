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
 * Every change of the navbar's layout, from the end of parsing on (the first entry is the layout
 * the page was parsed with): menu in a row or behind the toggler, and which entries are under
 * "Mais", as `linha|2,3` (`recolhido` for the toggler).
 */
export async function observarEstadosNavbar(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const nav = document.querySelector('nav[aria-label="Navegação principal"]');
        if (!nav) return;
        const disposicao = () => {
          if (!nav.classList.contains('navbar-expand-sitio')) return 'recolhido';
          const entradas = Array.from(nav.querySelectorAll('.navbar-nav > li:not(.menu-mais)'));
          const excedentes = entradas
            .map((entrada, indice) => (entrada.classList.contains('excedente') ? indice : -1))
            .filter((indice) => indice >= 0);
          const mais = nav.querySelector<HTMLElement>('.menu-mais');
          return `linha|${excedentes.join(',')}${mais && !mais.hidden ? '|mais' : ''}`;
        };
        const estados = [disposicao()];
        Object.assign(window, { estadosNavbar: estados });
        new MutationObserver(() => {
          const agora = disposicao();
          if (agora !== estados[estados.length - 1]) estados.push(agora);
        }).observe(nav, { attributes: true, attributeFilter: ['class', 'hidden'], subtree: true });
      },
      { once: true },
    );
  });
  return ler<string[]>(page, 'estadosNavbar');
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
