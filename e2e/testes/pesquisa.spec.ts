import type { Page } from '@playwright/test';

import { comoSlug, eventosEsperados, lerCms, type CmsLido } from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/*
 * The site search (issue #30): the navbar's form, with and without JavaScript, the results page
 * the server renders, and the OpenSearch description. Expectations come from what the CMS under
 * test answers: a public event is found by its title written without accents, a hidden one never.
 */

/** A text as a visitor may type it: no accents, lower case. */
const semAcentos = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The path of an event's page, as spec §2 writes it (`/eventos/{id}/…`). */
const prefixoEvento = (idEvento: number) => `/eventos/${idEvento}/`;

const resultados = (page: Page) => page.locator('main .resultados-pesquisa');

/** Opens the navbar's search box and searches `consulta`. */
async function pesquisarNaNavbar(page: Page, consulta: string) {
  await page.locator('summary.pesquisa-navbar-botao').click();
  const campo = page.getByRole('searchbox', { name: 'Pesquisar no sítio' });
  await campo.fill(consulta);
  await campo.press('Enter');
}

/** The results page as the server sent it: one h1, its title, `noindex`. */
async function verPaginaResultados(page: Page, cms: CmsLido, consulta: string) {
  await expect(page).toHaveURL(/\/pesquisa\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pesquisa');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(`Pesquisa: ${consulta} | ${cms.configuracao.associacao.sigla}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test.describe('pesquisa no sítio', () => {
  test.describe('sem JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'o formulário da navbar leva aos resultados que o servidor escreveu',
      AMBOS_CMS,
      async ({ page, request }) => {
        const cms = await lerCms(request);
        const [evento] = eventosEsperados(cms.eventos, Date.now()).todos;
        test.skip(!evento, 'o CMS não tem eventos públicos');
        const consulta = semAcentos(evento?.titulo ?? '');

        await page.goto('/');
        await pesquisarNaNavbar(page, consulta);

        await verPaginaResultados(page, cms, consulta);
        await expect(
          resultados(page).locator(`a[href^="${prefixoEvento(evento?.idEvento ?? 0)}"]`),
        ).toHaveText(evento?.titulo ?? '');
      },
    );
  });

  test(
    'com JavaScript: acentos e maiúsculas não contam, e um evento escondido nunca aparece',
    AMBOS_CMS,
    async ({ page, request }) => {
      const cms = await lerCms(request);
      const { todos, ocultos } = eventosEsperados(cms.eventos, Date.now());
      const [evento] = todos;
      test.skip(!evento, 'o CMS não tem eventos públicos');
      const consulta = semAcentos(evento?.titulo ?? '').toUpperCase();

      await abrir(page, '/');
      await pesquisarNaNavbar(page, consulta);

      await expect(resultados(page)).toBeVisible();
      await verPaginaResultados(page, cms, consulta);
      const ligacao = resultados(page).locator(
        `a[href^="${prefixoEvento(evento?.idEvento ?? 0)}"]`,
      );
      await expect(ligacao).toHaveText(evento?.titulo ?? '');
      await expect(resultados(page).locator('mark').first()).toBeVisible();
      await semViolacoesAxe(page);

      await ligacao.click();
      await expect(page).toHaveURL(
        new RegExp(`${prefixoEvento(evento?.idEvento ?? 0)}${comoSlug(evento?.titulo ?? '')}$`),
      );

      // A hidden event is not found even by its exact title.
      for (const oculto of ocultos) {
        await abrir(page, `/pesquisa?q=${encodeURIComponent(oculto.titulo)}`);
        await expect(page.locator('main p[role="status"]')).toBeVisible();
        await expect(page.locator(`main a[href^="${prefixoEvento(oculto.idEvento)}"]`)).toHaveCount(
          0,
        );
      }
    },
  );

  test(
    'sem resultados, di-lo e oferece as secções; uma pesquisa hostil é só texto',
    AMBOS_CMS,
    async ({ page }) => {
      await abrir(page, '/pesquisa?q=xyzzyqwv');
      await expect(page.getByText('Não encontrámos nada para «xyzzyqwv»')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Eventos', exact: true }).last()).toHaveAttribute(
        'href',
        '/eventos',
      );

      const hostil =
        '<img src=x onerror="window.__injectado=1"><script>window.__injectado=1</script>';
      const resposta = await page.goto(`/pesquisa?q=${encodeURIComponent(hostil)}`);
      expect(resposta?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-react', '');
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
      expect(await page.evaluate(() => 'injectado' in window || '__injectado' in window)).toBe(
        false,
      );
      await expect(page.getByRole('searchbox', { name: 'O que procura?' })).toHaveValue(hostil);

      const longa = await page.goto(`/pesquisa?q=${'qualidade%20'.repeat(400)}`);
      expect(longa?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pesquisa');
    },
  );

  test('a página vazia explica o que se pode procurar', AMBOS_CMS, async ({ page }) => {
    await abrir(page, '/pesquisa');
    await expect(page.getByText(/Procure em todo o sítio/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(
      page.getByRole('link', { name: 'Perguntas frequentes', exact: true }).last(),
    ).toBeVisible();
  });

  test(
    'cada página liga a descrição OpenSearch, que aponta para a página de resultados',
    AMBOS_CMS,
    async ({ page, request, baseURL }) => {
      const cms = await lerCms(request);
      await page.goto('/eventos');
      const href = await page
        .locator('link[rel="search"][type="application/opensearchdescription+xml"]')
        .getAttribute('href');
      expect(href).toBe('/opensearch.xml');

      const descricao = await request.get(href ?? '');
      expect(descricao.status()).toBe(200);
      expect(descricao.headers()['content-type']).toContain(
        'application/opensearchdescription+xml',
      );
      const xml = await descricao.text();
      expect(xml).toContain(`<ShortName>${cms.configuracao.associacao.sigla}</ShortName>`);
      expect(xml).toContain('<InputEncoding>UTF-8</InputEncoding>');

      // The discovery server writes every address it publishes from one origin: its PUBLIC_URL
      // (the gateway's test sets one), else where it was asked. The sitemap's first address shows it.
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const primeiro = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '';
      const origem = new URL(primeiro).origin;
      expect(
        origem === new URL(baseURL ?? '').origin || origem.startsWith('https://'),
        `origem do sitemap: ${origem}`,
      ).toBe(true);
      expect(xml).toContain(`template="${origem}/pesquisa?q={searchTerms}"`);
      expect(sitemap).not.toContain('/pesquisa');
    },
  );
});
