import type { Browser, Page } from '@playwright/test';

import { ECRAS, ENDERECO_INEXISTENTE } from '../support/rotas';
import { expect, test } from '../support/site';

/*
 * Server rendering, as a crawler, a link preview, a browser without JavaScript and a visitor see
 * it: the HTML of each address already holds the page, with its own head, and the browser takes it
 * over without a mismatch and without asking again for what the page shows.
 */

// The Docker gateway serves server-rendered pages once the compose file runs the renderer.
test.skip(
  Boolean(process.env.BASE_URL) && !process.env.BASE_URL_RENDERIZA,
  'este endereço não renderiza no servidor',
);

const PAGINAS = ECRAS.filter((caminho) => caminho !== ENDERECO_INEXISTENTE);

/** What a reader without JavaScript gets at an address. */
/**
 * A page with JavaScript switched off, `largura` px wide if given. Chromium with scripting
 * switched off by the test still reads a <noscript> as text, where a browser without JavaScript
 * reads it as markup: with `noscriptEm`, that address's <noscript> stylesheet is served as markup.
 */
async function semJavascript(
  browser: Browser,
  baseURL: string,
  { largura, noscriptEm }: { largura?: number; noscriptEm?: string } = {},
) {
  const contexto = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    ...(largura ? { viewport: { width: largura, height: 800 } } : {}),
  });
  const pagina = await contexto.newPage();
  if (noscriptEm) {
    await pagina.route(`**${noscriptEm}`, async (rota) => {
      const resposta = await rota.fetch();
      const html = (await resposta.text()).replace(/<noscript>(<link[^>]*>)<\/noscript>/, '$1');
      await rota.fulfill({ response: resposta, body: html });
    });
  }
  return { pagina, fechar: () => contexto.close() };
}

async function cabecalhos(page: Page): Promise<string[]> {
  return page.locator('main h1, main h2').allInnerTexts();
}

const meta = (page: Page, seletor: string) =>
  page.locator(`head ${seletor}`).first().getAttribute('content');

test.describe('páginas desenhadas no servidor', () => {
  for (const caminho of PAGINAS) {
    test(`${caminho}: o HTML traz a página inteira, com o seu título, descrição, endereço canónico e cartão de partilha`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const { pagina, fechar } = await semJavascript(browser, baseURL!);
      try {
        const resposta = await pagina.goto(caminho);
        expect(resposta?.status()).toBe(200);
        const html = pagina.locator('main');
        await expect(html.locator('h1')).toHaveCount(1);
        // Every block rendered in time: nothing is left "loading" in the answer.
        await expect(html.getByText(/^A carregar/)).toHaveCount(0);
        const titulo = await pagina.title();
        expect(titulo.length).toBeGreaterThan(0);
        expect(await meta(pagina, 'meta[name="description"]')).toBeTruthy();
        const canonico = await pagina.locator('head link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonico!).pathname).toBe(new URL(caminho, baseURL).pathname);
        expect(await meta(pagina, 'meta[property="og:title"]')).toBe(titulo);
        expect(await meta(pagina, 'meta[property="og:url"]')).toBe(canonico);
        // Link previews take raster pictures only, at an absolute address: the site's PNG, or
        // the page's own picture as the image endpoint's 1200×630 JPEG.
        expect(await meta(pagina, 'meta[property="og:image"]')).toMatch(
          /^https?:\/\/[^/]+(\/og-imagem\.png|\/imagem\?.*&w=1200&partilha=1)$/,
        );
        expect(await meta(pagina, 'meta[name="twitter:card"]')).toBe('summary_large_image');
        const doServidor = await cabecalhos(pagina);

        // The same headings once the browser has taken the page over, under the same title.
        await page.goto(caminho);
        await expect(page.locator('main h1')).toHaveText(doServidor[0]!);
        await expect.poll(() => cabecalhos(page)).toEqual(doServidor);
        await expect(page).toHaveTitle(titulo);
      } finally {
        await fechar();
      }
    });
  }

  test('a página inicial descreve a associação (JSON-LD Organization) e cada evento o seu evento (JSON-LD Event)', async ({
    page,
  }) => {
    const dados = async (caminho: string) => {
      const resposta = await page.request.get(caminho);
      const [, json] = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(
        await resposta.text(),
      ) ?? [undefined, 'null'];
      return JSON.parse(json!) as Record<string, unknown> | null;
    };
    const organizacao = await dados('/');
    expect(organizacao).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
    });
    expect(organizacao?.name).toBeTruthy();

    const caminhoEvento = ECRAS.find((caminho) => /^\/eventos\/\d+\//.test(caminho))!;
    const evento = await dados(caminhoEvento);
    await page.goto(caminhoEvento);
    expect(evento).toMatchObject({
      '@type': 'Event',
      name: await page.locator('main h1').innerText(),
    });
    expect(String(evento?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The event's own picture is its link preview (the image endpoint's JPEG variant of the
    // reference backend's photo), and it is an image the server really serves.
    const html = await (await page.request.get(caminhoEvento)).text();
    const [, imagem] = /<meta property="og:image" content="([^"]+)"/.exec(html) ?? [];
    const url = new URL(imagem!.replace(/&amp;/g, '&'));
    expect(url.href).toBe(evento?.image);
    expect(url.searchParams.get('url')).toMatch(/\/media\/evento-[^/]+\.jpg$/);
    const resposta = await page.request.get(`${url.pathname}${url.search}`);
    expect(resposta.headers()['content-type']).toBe('image/jpeg');
  });

  test('um endereço desconhecido responde 404, com noindex e sem endereço canónico', async ({
    page,
  }) => {
    const resposta = await page.request.get(ENDERECO_INEXISTENTE);
    expect(resposta.status()).toBe(404);
    const html = await resposta.text();
    expect(html).toContain('Página não encontrada');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('rel="canonical"');
    // A record that does not exist is an unknown address too.
    expect((await page.request.get('/eventos/999999/nada')).status()).toBe(404);
  });

  test('o navegador toma conta de cada página sem erros nem avisos e sem voltar a pedir o que ela mostra', async ({
    page,
    errosConsola,
  }) => {
    for (const caminho of ECRAS) {
      const pedidos: string[] = [];
      const registar = (pedido: { url(): string; method(): string }) => {
        const url = pedido.url();
        if (/\/(cms|eve|apl)\/api\/v1\//.test(url) && !url.includes('/media/')) {
          pedidos.push(`${pedido.method()} ${new URL(url).pathname}`);
        }
      };
      // On a busy host a render may miss its deadline and leave the page to the browser, by
      // design (a background render then keeps the whole page): this test is about the whole
      // server-rendered page, so it waits until the address answers one.
      await expect
        .poll(
          async () => {
            const resposta = await page.request.get(caminho);
            const inteira =
              resposta.headers()['x-cache'] !== 'BROWSER' &&
              !/no-store/.test(resposta.headers()['cache-control'] ?? '');
            return inteira;
          },
          { timeout: 30_000, message: `${caminho}: never rendered whole on the server` },
        )
        .toBe(true);
      page.on('request', registar);
      await page.goto(caminho);
      // The footer's late data (spec §9: shown 400 ms after start) came with the page too.
      await expect(page.locator('.rodape-contactos')).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', registar);
      expect(pedidos, `${caminho}: pedidos de dados que a página já trazia`).toEqual([]);
    }
    // Hydration mismatches are console errors (the shell reports them): there are none.
    expect(errosConsola).toEqual([]);
  });
});

test.describe('sem JavaScript', () => {
  test('cada página lê-se e cada ligação interna leva a uma página que existe', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { pagina, fechar } = await semJavascript(browser, baseURL!);
    const ligacoes = new Set<string>();
    try {
      for (const caminho of PAGINAS) {
        await pagina.goto(caminho);
        await expect(pagina.locator('main h1')).toBeVisible();
        for (const href of await pagina
          .locator('a[href^="/"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
          const url = new URL(href, baseURL);
          if (!/^\/(cms|eve|apl|mf)\//.test(url.pathname)) ligacoes.add(url.pathname);
        }
      }
      // Following a link is a new request to the server, which renders that page too.
      await pagina.goto('/');
      await pagina.getByRole('link', { name: 'Ver agenda completa' }).click();
      await expect(pagina.locator('main h1')).toHaveText('Eventos agendados');
    } finally {
      await fechar();
    }
    expect(ligacoes.size).toBeGreaterThan(10);
    for (const caminho of ligacoes) {
      const resposta = await request.get(caminho, { maxRedirects: 0 });
      expect([200, 301], caminho).toContain(resposta.status());
    }
  });

  test('no telemóvel, o menu mostra todas as ligações da navbar (o estilo do <noscript>)', async ({
    browser,
    baseURL,
  }) => {
    const { pagina, fechar } = await semJavascript(browser, baseURL!, {
      largura: 360,
      noscriptEm: '/eventos',
    });
    try {
      await pagina.goto('/eventos');
      const navegacao = pagina.getByRole('navigation', { name: 'Navegação principal' });
      // Every link but the copies under "Mais", which is for a row from `lg` up (hidden here).
      const ligacoes = navegacao.locator('a[href]:not(.menu-mais a)');
      expect(await ligacoes.count()).toBeGreaterThan(10);
      for (const ligacao of await ligacoes.all()) await expect(ligacao).toBeVisible();
    } finally {
      await fechar();
    }
  });

  test('num tablet, a navbar sem JavaScript não sai do ecrã (o estilo do <noscript>)', async ({
    browser,
    baseURL,
  }) => {
    for (const largura of [760, 900, 1100]) {
      const { pagina, fechar } = await semJavascript(browser, baseURL!, {
        largura,
        noscriptEm: '/',
      });
      try {
        await pagina.goto('/');
        const larguras = await pagina.evaluate(() => ({
          documento: document.documentElement.scrollWidth,
          janela: window.innerWidth,
        }));
        expect(larguras.documento, `${largura} px`).toBeLessThanOrEqual(larguras.janela);
        const ligacoes = pagina
          .getByRole('navigation', { name: 'Navegação principal' })
          .locator('.navbar-nav > li > a[href]');
        for (const ligacao of await ligacoes.all()) await expect(ligacao).toBeInViewport();
      } finally {
        await fechar();
      }
    }
  });

  test('um formulário diz que precisa de JavaScript e não envia sem ele', async ({
    browser,
    baseURL,
    request,
  }) => {
    // The notice is a <noscript> (Chromium with scripting switched off by the test still parses
    // it as text, so it is read in the HTML as answered).
    const html = await (await request.get('/contactos')).text();
    expect(html).toMatch(/<noscript><p[^>]*>Para enviar este formulário, active o JavaScript/);
    const { pagina, fechar } = await semJavascript(browser, baseURL!);
    try {
      await pagina.goto('/contactos');
      const formulario = pagina.locator('form', { hasText: 'Enviar mensagem' });
      await expect(formulario.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();
    } finally {
      await fechar();
    }
  });
});
