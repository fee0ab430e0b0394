import type { Page } from '@playwright/test';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { AMBOS_CMS } from '../support/projectos';
import { abrir, expect, test } from '../support/site';

/*
 * The installable site: the manifest every page links and its icons, and the service worker
 * (production build): it controls the page, a page already visited opens without a network, an
 * address never visited shows the Portuguese offline page, and a form sent offline is never sent
 * again behind the visitor's back. The rest of the suite runs with workers blocked.
 */
test.use({ serviceWorkers: 'allow' });

const SEM_LIGACAO = 'Sem ligação à Internet';

/** Width and height of a PNG, read from its IHDR chunk. */
function ladosPng(png: Buffer): string {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Opens `caminho` and waits until the service worker controls the page. */
async function abrirControlada(page: Page, caminho: string): Promise<void> {
  await abrir(page, caminho);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** The page's h1, as a visitor reads it. */
const tituloDe = (page: Page) => page.getByRole('heading', { level: 1 }).first().innerText();

test.describe('sítio instalável', () => {
  test(
    'o manifesto está ligado, traz o nome da associação e os seus ícones PNG têm os tamanhos que diz',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      await abrir(page, '/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const resposta = await request.get(href ?? '');
      expect(resposta.status()).toBe(200);
      expect(resposta.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifesto = await resposta.json();
      const { associacao } = await (await request.get('/config/site.json')).json();
      expect(manifesto).toMatchObject({
        name: associacao.nome,
        short_name: associacao.sigla,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'pt',
        theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
      const icones = manifesto.icons as { src: string; sizes: string; purpose: string }[];
      expect(icones.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icone of icones) {
        const ficheiro = await request.get(icone.src);
        expect(ficheiro.status(), icone.src).toBe(200);
        expect(ficheiro.headers()['content-type']).toBe('image/png');
        expect(ladosPng(await ficheiro.body()), icone.src).toBe(icone.sizes);
      }
      const trabalhador = await request.get('/sw.js');
      expect(trabalhador.headers()['content-type']).toMatch(/javascript/);
      expect(trabalhador.headers()['cache-control']).toBe('no-cache');
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'o trabalhador controla a página, e as páginas já visitadas abrem sem rede, a primeira também',
    AMBOS_CMS,
    async ({ page, context, errosConsola }) => {
      // The first page is loaded before the worker exists; it is kept once the worker takes over.
      await abrirControlada(page, '/');
      const inicio = await tituloDe(page);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
      ).toMatch(/\/sw\.js$/);
      await page.waitForFunction(async () => Boolean(await caches.match(window.location.href)));
      // The next one is visited with the worker in control: kept with everything it loads.
      await abrir(page, '/eventos');
      const eventos = await tituloDe(page);
      await page.waitForLoadState('networkidle');
      expect(errosConsola).toEqual([]);

      await context.setOffline(true);
      for (const [caminho, titulo] of [
        ['/eventos', eventos],
        ['/', inicio],
      ] as const) {
        await page.goto(caminho);
        await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
        // Its code, kept too, took over the page (React hydrated it).
        await expect(page.locator('html')).toHaveAttribute('data-react', '');
        await expect(page.getByText(SEM_LIGACAO)).toHaveCount(0);
      }
      await context.setOffline(false);
    },
  );

  test(
    'um endereço nunca visitado, sem rede, mostra a página de sem ligação; com rede, tentar de novo abre-o',
    AMBOS_CMS,
    async ({ page, context }) => {
      await abrirControlada(page, '/');
      await context.setOffline(true);
      await page.goto('/contactos');
      await expect(page.getByRole('heading', { level: 1, name: SEM_LIGACAO })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      await expect(page).toHaveTitle(SEM_LIGACAO);
      await expect(
        page.getByText('As páginas que já visitou continuam disponíveis.'),
      ).toBeVisible();
      // The offline page's own stylesheet and mark came from the worker's copy.
      await expect(page.locator('header img')).toHaveJSProperty('naturalWidth', 192);
      expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe(
        'rgb(11, 79, 108)',
      );

      await context.setOffline(false);
      await page.getByRole('link', { name: 'Tentar novamente' }).click();
      await expect(page).toHaveURL(/\/contactos$/);
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: SEM_LIGACAO })).toHaveCount(0);
    },
  );

  test('uma subscrição enviada sem rede mostra o erro do sítio e não é reenviada quando a rede volta', async ({
    page,
    context,
  }) => {
    const email = `sem.rede.${Date.now()}@exemplo.ao`;
    await abrirControlada(page, '/');
    const rodape = page.getByRole('contentinfo');
    const botao = rodape.getByRole('button', { name: 'Subscrever' });
    await rodape.scrollIntoViewIfNeeded();
    await expect(botao).toBeEnabled();
    await rodape.getByLabel('Endereço de e-mail').fill(email);
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    let envios = 0;
    page.on('request', (pedido) => {
      if (pedido.method() === 'POST' && pedido.url().includes('/newsletters')) envios += 1;
    });

    await context.setOffline(true);
    await botao.click();
    await expect(rodape.getByRole('alert')).toContainText('Sem ligação ao servidor');
    await expect(rodape.getByLabel('Endereço de e-mail')).toHaveValue(email);

    // Back online, nothing is sent on the visitor's behalf: not by the page, not by the worker.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await page.waitForTimeout(3_000);
    expect(envios).toBeLessThanOrEqual(1);
    if (podeLerBaseDados) {
      expect(linhasGuardadas('newsletters').filter((linha) => linha.email === email)).toEqual([]);
    }
  });
});
