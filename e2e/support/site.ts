import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * A page that fails the test on any console error or uncaught exception: a hydration mismatch
 * included (the shell reports it). The one error that is no fault is Chromium's note on the page
 * itself answering 404, which is right for an unknown address.
 */
export const test = base.extend<{ errosConsola: string[] }>({
  errosConsola: [
    async ({ page }, use) => {
      const erros: string[] = [];
      page.on('console', (mensagem) => {
        if (mensagem.type() !== 'error') return;
        const documento404 =
          mensagem.text().includes('status of 404') && mensagem.location().url === page.url();
        if (!documento404) erros.push(mensagem.text());
      });
      page.on('pageerror', (erro) => erros.push(erro.message));
      await use(erros);
    },
    { auto: true },
  ],
});

export { expect };

/** Console errors other than the 400 the browser logs for a refused submission. */
export const errosInesperados = (erros: readonly string[]) =>
  erros.filter((erro) => !/status of 400/.test(erro));

/** Zero axe WCAG 2.1 AA violations on the page as it is now. */
export async function semViolacoesAxe(page: Page): Promise<void> {
  const resultado = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const resumo = resultado.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(resumo, 'violações de acessibilidade').toEqual([]);
}

/** Waits until the site rendered its navbar from the CMS (the shell is up). */
export async function abrir(page: Page, caminho: string): Promise<void> {
  await page.goto(caminho);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  // React handles input from `hydrateRoot` on (a tap on a part not yet hydrated is replayed once
  // it is), and the shell marks <html> just before. Until then only the navbar's toggler and dropdowns
  // answer (its inline script): the tests act on a page React handles, and the early taps have
  // tests of their own.
  await expect(page.locator('html')).toHaveAttribute('data-react', '');
}
