import { entradasMenu, menuProprio, navegacao } from '../support/navbar';
import { SO_NAVEGADOR } from '../support/projectos';
import { SLUG_SEMENTE } from '../support/semente';
import { abrir, expect, test } from '../support/site';

/*
 * The navbar when the CMS's pages list cannot be had: the site's own menu (the shell's
 * `menu-reserva.ts`), usable on a phone, until a later navigation brings the CMS's.
 */
test.describe('navbar', () => {
  test.describe('sem a lista de páginas do CMS', SO_NAVEGADOR, () => {
    const LISTA_PAGINAS = '**/cms/api/v1/paginas/pt';
    const MENU_PROPRIO = menuProprio(SLUG_SEMENTE);
    const textos = (ligacoes: readonly { texto: string }[]) => ligacoes.map((l) => l.texto);
    const itensDe = (texto: string) =>
      MENU_PROPRIO.find((entrada) => entrada.texto === texto)?.itens ?? [];

    test('com o CMS em baixo, mostra o menu próprio do sítio e o do CMS volta na navegação seguinte', async ({
      page,
    }) => {
      let pedidos = 0;
      await page.route('**/cms/api/**', (rota) => {
        if (rota.request().url().endsWith('/paginas/pt')) pedidos += 1;
        return rota.abort('connectionrefused');
      });
      await abrir(page, '/eventos/agendados');
      // The first attempt and the client's two retries of a transient fault, all refused.
      await expect.poll(() => pedidos, { timeout: 15_000 }).toBe(3);
      const nav = navegacao(page);
      await expect(entradasMenu(page)).toHaveText(textos(MENU_PROPRIO));
      const eventos = nav.getByRole('button', { name: 'Eventos' });
      await expect(eventos).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', { name: 'Parcerias' })).toHaveAttribute(
        'href',
        '/parcerias',
      );

      await nav.getByRole('button', { name: 'A Associação' }).click();
      const associacao = nav.locator('.dropdown-menu.show a');
      await expect(associacao).toHaveText(textos(itensDe('A Associação')));
      await expect(associacao.nth(2)).toHaveAttribute('href', `/${SLUG_SEMENTE}#estatutos`);
      await page.keyboard.press('Escape');
      await nav.getByRole('button', { name: 'Associados' }).click();
      await expect(nav.locator('.dropdown-menu.show a')).toHaveText(textos(itensDe('Associados')));
      await page.keyboard.press('Escape');

      await page.unroute('**/cms/api/**');
      await nav.getByRole('link', { name: 'Contactos' }).click();
      await expect(nav.getByRole('button', { name: 'Formação' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Contactos' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test('com a lista a responder 503, o menu próprio recolhe-se e abre-se no telemóvel', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      let pedidos = 0;
      await page.route(LISTA_PAGINAS, (rota) => {
        pedidos += 1;
        return rota.fulfill({ status: 503, contentType: 'text/plain', body: 'Indisponível' });
      });
      await abrir(page, '/');
      await expect.poll(() => pedidos, { timeout: 15_000 }).toBe(3);
      const menu = page.locator('#menu-principal');
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Abrir o menu' }).click();
      await expect(entradasMenu(page)).toHaveText(textos(MENU_PROPRIO));
      await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await menu.getByRole('link', { name: 'Parcerias' }).click();
      await expect(page).toHaveURL(/\/parcerias$/);
      await expect(menu).toBeHidden();
      await expect(entradasMenu(page).filter({ hasText: 'Parcerias' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
});
