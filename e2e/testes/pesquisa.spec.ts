import type { Page } from '@playwright/test';

import { CAMINHO_API_PESQUISA } from '@site/shared/contract';

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
  // By its label, not its role: once typed in, the field is a combobox (its suggestions).
  const campo = page
    .getByRole('search', { name: 'Pesquisar no sítio' })
    .getByLabel('Pesquisar no sítio');
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

// A freshly started site builds its search index at the first search, reading the whole CMS: on a
// busy machine that first render can pass the renderer's deadline (SSR_PRAZO_MS) and leave the
// results to the browser, which the tests without JavaScript would read as a failure. The index is
// built once before them, as any site that has served a search has it.
test.beforeAll(async ({ playwright }, informacao) => {
  const api = await playwright.request.newContext({ baseURL: informacao.project.use.baseURL });
  await api.get(`${CAMINHO_API_PESQUISA}?q=aquecimento`, { timeout: 30_000 });
  await api.dispose();
});

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

/*
 * Issue I3 points 2 and 3, on the seed: one result per place, told apart at a glance, filters and
 * pages as links the server writes, and the header's field suggesting as the visitor types.
 */
const artigos = (page: Page) => resultados(page).locator('article.resultado-pesquisa');
const frases = (texto: string) =>
  texto
    .split(/(?<=[.!?…])\s+/)
    .map((frase) => frase.replace(/^…\s*|\s*…$/g, '').trim())
    .filter(Boolean);

test.describe('resultados distinguíveis, filtros e páginas', () => {
  test.describe('sem JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('os filtros por tipo, com contagens, e as páginas são ligações que o servidor escreve', async ({
      page,
    }) => {
      await page.goto('/pesquisa?q=qualidade');
      const filtros = page.getByRole('navigation', { name: 'Filtrar resultados por tipo' });
      await expect(filtros.getByRole('link', { name: /^Todos \(\d+\)$/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await filtros.getByRole('link', { name: /^Eventos \(\d+\)$/ }).click();

      await expect(page).toHaveURL(/\/pesquisa\?q=qualidade&tipo=evento$/);
      await expect(artigos(page).first()).toBeVisible();
      for (const tipo of await resultados(page).locator('.resultado-pesquisa-tipo').all()) {
        await expect(tipo).toHaveText('Evento');
      }

      await page.goto('/pesquisa?q=qualidade');
      await expect(artigos(page)).toHaveCount(20);
      const paginas = page.getByRole('navigation', { name: 'Páginas de resultados' });
      await paginas.getByRole('link', { name: 'Página seguinte' }).click();
      await expect(page).toHaveURL(/\/pesquisa\?q=qualidade&pagina=2$/);
      await expect(page.locator('main p[role="status"]')).toContainText('página 2 de');
      await expect(artigos(page).first()).toBeVisible();
    });
  });

  test('dois eventos com o mesmo título mostram data, local e se já se realizaram, o próximo primeiro', async ({
    page,
  }) => {
    await abrir(page, `/pesquisa?q=${encodeURIComponent('Conferência Nacional da Qualidade')}`);
    const eventos = artigos(page).filter({ hasText: 'Evento' });
    const [proximo, passado] = [eventos.nth(0), eventos.nth(1)];

    await expect(proximo.locator('.badge')).toHaveText('Agendado');
    await expect(passado.locator('.badge')).toHaveText('Realizado');
    const datas = await eventos.locator('time').allTextContents();
    expect(datas[0]).not.toBe(datas[1]);
    await expect(proximo.locator('.resultado-pesquisa-detalhes')).toContainText('Luanda');
    await semViolacoesAxe(page);
  });

  test('uma página e a sua secção com o mesmo título são um resultado, com a secção por baixo', async ({
    page,
  }) => {
    await abrir(page, '/pesquisa?q=cursos%20de%20qualidade');

    await expect(resultados(page).locator('h2', { hasText: /^Cursos de Qualidade$/ })).toHaveCount(
      1,
    );
    const seccao = resultados(page).locator('.resultado-pesquisa-seccoes a').first();
    await expect(seccao).toHaveAttribute('href', /#seccao-\d+$/);
    await expect(seccao).toHaveText('Cursos de Qualidade');
  });

  test('nenhum excerto repete uma frase; uma norma mostra o código', async ({ page }) => {
    await abrir(page, '/pesquisa?q=qualidade');
    for (const excerto of await resultados(page).locator('.resultado-pesquisa-excerto').all()) {
      const lidas = frases((await excerto.textContent()) ?? '');
      expect(new Set(lidas).size, lidas.join(' | ')).toBe(lidas.length);
    }
    await abrir(page, '/pesquisa?q=iso%209001');
    await expect(artigos(page).first().locator('.resultado-pesquisa-detalhes')).toContainText(
      'NA ISO 9001',
    );
  });

  test('uma pesquisa mal escrita sem resultados pergunta «Será que quis dizer» com a ligação', async ({
    page,
  }) => {
    await abrir(page, '/pesquisa?q=lobtio');
    await expect(page.locator('main p[role="status"]')).toContainText(
      'Será que quis dizer «lobito»?',
    );
    await page.getByRole('link', { name: 'lobito', exact: true }).click();
    await expect(page).toHaveURL(/\/pesquisa\?q=lobito$/);
    await expect(artigos(page).first()).toBeVisible();
  });
});

test.describe('sugestões enquanto se escreve no campo do cabeçalho', () => {
  /** Opens the header's search box; its field, found by id (it becomes a combobox). */
  async function abrirCampo(page: Page) {
    await abrir(page, '/');
    await page.locator('summary.pesquisa-navbar-botao').click();
    return page.locator('#pesquisa-navbar-q');
  }
  const scripts = (page: Page) =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entrada) => /\.js(\?|$)/.test(entrada.name)).length,
    );

  test('o código das sugestões só vem quando o campo ganha o foco; setas, Enter e leitores de ecrã', async ({
    page,
  }) => {
    const pedidos: string[] = [];
    page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));
    await abrir(page, '/');
    const antes = await scripts(page);
    await page.locator('summary.pesquisa-navbar-botao').click();
    const campo = page.locator('#pesquisa-navbar-q');
    await expect(campo).toBeFocused();
    await expect.poll(() => scripts(page)).toBeGreaterThan(antes);
    expect(pedidos.filter((caminho) => caminho.includes('/sugestoes'))).toEqual([]);

    await campo.pressSequentially('confer', { delay: 40 });
    const lista = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(lista).toBeVisible();
    await expect(campo).toHaveAttribute('role', 'combobox');
    await expect(campo).toHaveAttribute('aria-expanded', 'true');
    const opcoes = lista.getByRole('option');
    expect(await opcoes.count()).toBeGreaterThan(0);
    expect(await opcoes.count()).toBeLessThanOrEqual(6);
    await expect(page.locator('form[role="search"] [role="status"]').first()).toContainText(
      /sugest/,
    );

    await campo.press('ArrowDown');
    const primeira = opcoes.first();
    await expect(primeira).toHaveAttribute('aria-selected', 'true');
    await expect(campo).toHaveAttribute(
      'aria-activedescendant',
      (await primeira.getAttribute('id')) ?? '',
    );
    await expect(campo).toBeFocused();
    await semViolacoesAxe(page);
    await campo.press('Enter');
    await expect(page).toHaveURL(/\/eventos\/\d+\/conferencia/);
  });

  test('tolera um erro de escrita; Escape fecha a lista e, depois, a caixa', async ({ page }) => {
    const campo = await abrirCampo(page);
    await campo.pressSequentially('auditroia', { delay: 40 });
    const lista = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(lista.getByRole('option').first()).toContainText(/[Aa]udit/);

    await campo.press('Escape');
    await expect(lista).toBeHidden();
    await expect(page.locator('details.pesquisa-navbar')).toHaveAttribute('open', '');
    await expect(campo).toHaveValue('auditroia');
    await campo.press('Escape');
    await expect(page.locator('details.pesquisa-navbar')).not.toHaveAttribute('open', '');
  });
});
