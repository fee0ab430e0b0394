import { entradasMenu, navegacao } from '../support/navbar';
import { lerCms, menuEsperado, rodapeEsperado } from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/*
 * The shell's routes and composition: the 404 page, missing files, deep links and redirects, a
 * remote that cannot be reached, each page's title and language, and the home page's accessibility.
 */
test.describe('rotas e composição', () => {
  test(
    'um endereço desconhecido mostra a página 404 em português, com a navbar e o rodapé',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const cms = await lerCms(request);
      await abrir(page, '/isto/nao/existe');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(
        `Página não encontrada | ${cms.configuracao.associacao.sigla}`,
      );
      await expect(entradasMenu(page)).toHaveText(
        menuEsperado(cms.paginas, cms.configuracao.associacao.slug).map((entrada) => entrada.texto),
      );
      const rodape = page.getByRole('contentinfo');
      await expect(rodape.locator('h2:text-is("Menu") + ul a')).toHaveText(
        rodapeEsperado(cms, new Date().getFullYear()).menu.map((ligacao) => ligacao.texto),
      );
      await expect(rodape.getByLabel('Endereço de e-mail')).toBeVisible();
      expect(errosConsola).toEqual([]);
    },
  );

  test('a página 404 não tem violações de acessibilidade', async ({ page }) => {
    await abrir(page, '/isto/nao/existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await semViolacoesAxe(page);
  });

  test('um recurso em falta responde 404 e não a página da aplicação', async ({ request }) => {
    const resposta = await request.get('/nao-existe.js');
    expect(resposta.status()).toBe(404);
    expect(resposta.headers()['cache-control'] ?? '').not.toContain('immutable');
  });

  test('uma ligação profunda recarrega correctamente', async ({ page }) => {
    await abrir(page, '/eventos/tipos/1/conferencia');
    await page.reload();
    await expect(navegacao(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/temporariamente indisponível/)).toHaveCount(0);
  });

  test('/parceiros leva a /parcerias', async ({ page }) => {
    await abrir(page, '/parceiros');
    await expect(page).toHaveURL(/\/parcerias$/);
  });

  test('um remoto inacessível mostra a alternativa, o resto funciona e tentar novamente recupera', async ({
    page,
  }) => {
    await page.route('**/mf/conteudos/**', (rota) => rota.abort('connectionrefused'));
    await abrir(page, '/galeria');
    await expect(
      page.getByRole('heading', { name: 'A secção Galeria está temporariamente indisponível' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('TELEFONE | WHATSAPP:')).toBeVisible();
    await navegacao(page).getByRole('link', { name: 'Contactos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/temporariamente indisponível/)).toBeVisible();
    await page.unroute('**/mf/conteudos/**');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
  });

  test('cada página tem título e descrição em português e html lang="pt"', async ({ page }) => {
    await abrir(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page).toHaveTitle('Associação Angolana para a Qualidade');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await navegacao(page).getByRole('link', { name: 'Contactos' }).click();
    await expect(page).toHaveTitle(/Contactos/);
    // One title, the new page's: the server's was taken over by the browser, not left behind.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('a página inicial não tem violações de acessibilidade', async ({ page }) => {
    await abrir(page, '/');
    await expect(page.locator('.carrossel')).toBeVisible();
    await semViolacoesAxe(page);
  });
});
