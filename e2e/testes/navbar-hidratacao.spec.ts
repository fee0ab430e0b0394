import { SCRIPT_MENU_NAVBAR } from '@site/shared/contract';

import { abrirSemAplicacao } from '../support/aplicacao-retida';
import { esperarCaminho, navegacao } from '../support/navbar';
import { observarEstadosNavbar, observarTopoConteudo } from '../support/observadores';
import { AMBOS_CMS } from '../support/projectos';
import { larguraDocumento } from '../support/scroll';
import { abrir, expect, test } from '../support/site';

/*
 * The navbar before and while React takes over the server's page: the same shape at every width,
 * no shift below it, and its toggler and dropdowns answering before the application's code.
 */
test.describe('navbar', () => {
  test(
    'chega do servidor já com a forma que terá depois de hidratada, em qualquer largura',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      // The server's page carries the script.
      expect(await (await request.get('/')).text()).toContain(
        `<script>${SCRIPT_MENU_NAVBAR}</script>`,
      );
      // From the end of parsing on, every change of the navbar between menu in a row and menu
      // behind the toggler is recorded: the server's HTML cannot measure, the page's inline
      // script decides before the first paint, and hydration must find nothing to change.
      const estadosNavbar = await observarEstadosNavbar(page);
      for (const largura of [760, 900, 1100, 1280, 1440]) {
        await page.setViewportSize({ width: largura, height: 900 });
        await abrir(page, '/');
        // A first tap on the navbar, which React handles once it has hydrated the navbar (and
        // run the menu's own measurement, use-menu-expandido.ts): the toggler, or a dropdown.
        const botao = navegacao(page).getByRole('button', { name: 'Abrir o menu' });
        if (await botao.isVisible()) {
          await botao.click();
          await expect(page.locator('#menu-principal')).toHaveClass(/\bshow\b/);
        } else {
          const dropdown = navegacao(page).locator('.navbar-nav > li > button').first();
          await dropdown.click();
          await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
        }
        const estados = await estadosNavbar();
        expect(new Set(estados).size, `${largura} px: ${estados.join(' → ')}`).toBe(1);
        const { documento, janela } = await larguraDocumento(page);
        expect(documento, `${largura} px`).toBeLessThanOrEqual(janela);
      }
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'a hidratação não muda a altura do cabeçalho: nada abaixo dele se desloca',
    AMBOS_CMS,
    async ({ page, errosConsola }) => {
      // Where the page's content starts, from the end of parsing (the server's page, before
      // React) to after hydration, once the navbar has measured itself (its reserve's height).
      const topoConteudo = await observarTopoConteudo(page);
      for (const largura of [360, 1280]) {
        await page.setViewportSize({ width: largura, height: 800 });
        await abrir(page, '/');
        await expect(page.locator('.navbar-reserva')).toHaveAttribute('style', /min-height/);
        const { antes, depois } = await topoConteudo();
        expect(depois, `${largura} px`).toBe(antes);
      }
      expect(errosConsola).toEqual([]);
    },
  );

  test('no telemóvel, o botão do menu responde antes de o código da aplicação chegar', async ({
    page,
    errosConsola,
  }) => {
    const libertar = await abrirSemAplicacao(page);
    const botao = page.getByRole('button', { name: 'Abrir o menu' });
    const menu = page.locator('#menu-principal');
    const contactos = navegacao(page).getByRole('link', { name: 'Contactos', exact: true });
    await botao.click();
    await expect(contactos).toBeVisible();
    await expect(botao).toHaveAttribute('aria-expanded', 'true');

    // React arrives and hydrates: the menu the visitor opened stays open, and is React's now.
    libertar();
    await expect(page.locator('html')).toHaveAttribute('data-react', '');
    await expect(menu).toHaveClass(/\bshow\b/);
    await contactos.click();
    await esperarCaminho(page, '/contactos');
    await expect(menu).not.toHaveClass(/\bshow\b/);
    await botao.click();
    await expect(contactos).toBeVisible();
    await botao.click();
    await expect(contactos).toBeHidden();
    expect(errosConsola).toEqual([]);
  });

  test('no telemóvel, um menu com ligações abre antes de o código da aplicação chegar', async ({
    page,
    errosConsola,
  }) => {
    const libertar = await abrirSemAplicacao(page);
    await navegacao(page).getByRole('button', { name: 'Abrir o menu' }).click();
    // The first entry with links of its own, and the second, as the server rendered them.
    const [primeiro, segundo] = [0, 1].map((n) => {
      const item = navegacao(page).locator('.navbar-nav > li.dropdown').nth(n);
      return { botao: item.locator('> button'), ligacoes: item.locator('.dropdown-item') };
    });
    await primeiro!.botao.click();
    await expect(primeiro!.ligacoes.first()).toBeVisible();
    await expect(primeiro!.botao).toHaveAttribute('aria-expanded', 'true');
    // Opening another closes the first, as once React runs.
    await segundo!.botao.click();
    await expect(segundo!.ligacoes.first()).toBeVisible();
    await expect(primeiro!.ligacoes.first()).toBeHidden();

    // React arrives and hydrates: the list the visitor opened stays open, and is React's now.
    libertar();
    await expect(page.locator('html')).toHaveAttribute('data-react', '');
    await expect(segundo!.botao).toHaveAttribute('aria-expanded', 'true');
    await expect(segundo!.ligacoes.first()).toBeVisible();
    // Its button closes it and opens it again, and Escape, which only React handles, closes it
    // and gives the focus back to the button. (Not followed by a link: one with a fragment
    // scrolls the page when the section arrives, under the next tap.)
    await segundo!.botao.click();
    await expect(segundo!.ligacoes.first()).toBeHidden();
    await expect(segundo!.botao).toHaveAttribute('aria-expanded', 'false');
    await segundo!.botao.click();
    await expect(segundo!.ligacoes.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(segundo!.ligacoes.first()).toBeHidden();
    await expect(segundo!.botao).toBeFocused();
    expect(errosConsola).toEqual([]);
  });
});
