import {
  entradasMenu,
  esperarCaminho,
  itensAbertos,
  mostrarMenu,
  navegacao,
} from '../support/navbar';
import { lerCms, menuEsperado, textosForaDoMenu } from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { abrir, expect, test } from '../support/site';

/*
 * The navbar as the CMS makes it: its entries and dropdowns by the spec's rules, the keyboard, and
 * the entry of the current section. Its shape across widths, before and during hydration and
 * without the CMS's pages list are in the navbar-*.spec.ts files.
 */
test.describe('navbar', () => {
  test(
    'é construída a partir da lista de páginas do CMS com as regras da especificação',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const cms = await lerCms(request);
      const slug = cms.configuracao.associacao.slug;
      const esperado = menuEsperado(cms.paginas, slug);
      await abrir(page, '/');
      const nav = navegacao(page);
      const entradas = entradasMenu(page);
      // Only pages flagged menu and activo, in the CMS's order; nothing else the CMS names.
      await expect(entradas).toHaveText(esperado.map((entrada) => entrada.texto));
      for (const texto of textosForaDoMenu(cms.paginas, slug)) {
        await expect(nav.getByText(texto, { exact: true }), texto).toHaveCount(0);
      }

      await mostrarMenu(page);
      for (const [indice, entrada] of esperado.entries()) {
        const elemento = entradas.nth(indice);
        if (entrada.href !== null) {
          await expect(elemento, entrada.texto).toHaveAttribute('href', entrada.href);
          continue;
        }
        // Pages 4, 13, 6 and the generic pages with children: a dropdown of their links.
        await expect(elemento, entrada.texto).toHaveJSProperty('tagName', 'BUTTON');
        await elemento.click();
        await expect(itensAbertos(page)).toHaveText(entrada.itens.map((item) => item.texto));
        for (const [posicao, item] of entrada.itens.entries()) {
          await expect(itensAbertos(page).nth(posicao), item.texto).toHaveAttribute(
            'href',
            item.href,
          );
        }
        await page.keyboard.press('Escape');
        await expect(nav.locator('.dropdown-menu.show')).toHaveCount(0);
      }
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'os menus abrem-se e percorrem-se com o teclado',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const cms = await lerCms(request);
      const esperado = menuEsperado(cms.paginas, cms.configuracao.associacao.slug);
      // The events dropdown (page 6), or else the first with links.
      const dropdown =
        esperado.find((entrada) => entrada.idPagina === 6) ??
        esperado.find((entrada) => entrada.href === null && entrada.itens.length > 0);
      test.skip(!dropdown, 'O CMS não põe nenhum menu com ligações na navbar.');
      await abrir(page, '/');
      await expect(entradasMenu(page)).toHaveText(esperado.map((entrada) => entrada.texto));
      await mostrarMenu(page);
      const botao = navegacao(page).getByRole('button', { name: dropdown!.texto, exact: true });
      await botao.focus();
      await page.keyboard.press('Enter');
      await expect(botao).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(itensAbertos(page).first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(botao).toHaveAttribute('aria-expanded', 'false');
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'destaca a entrada da secção actual, e só essa, com aria-current',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      test.setTimeout(90_000);
      const cms = await lerCms(request);
      const esperado = menuEsperado(cms.paginas, cms.configuracao.associacao.slug);
      const entradas = entradasMenu(page);
      const destacadas = navegacao(page).locator('.navbar-nav > li > .active');
      await abrir(page, '/isto/nao/existe');
      await expect(entradas).toHaveText(esperado.map((entrada) => entrada.texto));
      await expect(destacadas).toHaveCount(0);
      // Every link of the menu in turn, as a visitor follows it: the entry it belongs to, and only
      // that one, is highlighted wherever the link leads (sub-routes and anchors included).
      for (const [indice, entrada] of esperado.entries()) {
        const elemento = entradas.nth(indice);
        const ligacoes = entrada.href
          ? [{ texto: entrada.texto, href: entrada.href }]
          : entrada.itens;
        for (const [posicao, ligacao] of ligacoes.entries()) {
          await mostrarMenu(page);
          await elemento.click();
          if (!entrada.href) await itensAbertos(page).nth(posicao).click();
          await esperarCaminho(page, ligacao.href);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(elemento, ligacao.texto).toHaveClass(/\bactive\b/);
          await expect(elemento).toHaveAttribute('aria-current', entrada.href ? 'page' : 'true');
          await expect(destacadas).toHaveCount(1);
        }
      }
      expect(errosConsola).toEqual([]);
    },
  );
});
