import { abrir, expect, test } from '../support/site';

test.describe('página inicial', () => {
  test('num telemóvel, os blocos abaixo do ecrã só pedem o seu código quando lá se chega, e o que o servidor mostrou fica', async ({
    page,
    errosConsola,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (pedido) => {
      if (pedido.resourceType() === 'script') scripts.push(new URL(pedido.url()).pathname);
    });
    await abrir(page, '/');
    await page.waitForLoadState('networkidle');
    const proximos = page.getByRole('region', { name: 'Próximos eventos' });
    const parceiros = page.getByRole('region', { name: 'Parceiros' });
    // The server's blocks are on the page, their remotes' code not asked for.
    await expect(proximos.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(parceiros.getByRole('link', { name: 'Ver todos os parceiros' })).toBeVisible();
    expect(scripts.filter((caminho) => caminho.startsWith('/mf/'))).toEqual([]);
    // The version the browser hydrated a section with is written once it has (data-versao-navegador):
    // the rest of the server's HTML stays as it was.
    const semVersaoNavegador = async () =>
      (await parceiros.innerHTML()).replace(/ data-versao-navegador="[^"]*"/g, '');
    const faixa = await semVersaoNavegador();

    // Each block's remote is asked for as the block comes onto the screen.
    const entradas = () => scripts.filter((caminho) => caminho.endsWith('/remoteEntry.js'));
    await proximos.scrollIntoViewIfNeeded();
    await expect.poll(entradas).toEqual(['/mf/eventos/remoteEntry.js']);
    await parceiros.scrollIntoViewIfNeeded();
    await expect
      .poll(entradas)
      .toEqual(['/mf/eventos/remoteEntry.js', '/mf/conteudos/remoteEntry.js']);
    // Hydrated in place: the same HTML, and its links now navigate inside the application.
    expect(await semVersaoNavegador()).toBe(faixa);
    await page.evaluate(() => Object.assign(window, { semRecarregar: true }));
    await parceiros.getByRole('link', { name: 'Ver todos os parceiros' }).click();
    await expect(page).toHaveURL(/\/parcerias$/);
    expect(await page.evaluate(() => 'semRecarregar' in window)).toBe(true);
    expect(errosConsola).toEqual([]);
  });
});
