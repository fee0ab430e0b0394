import type { Page } from '@playwright/test';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

const navegacao = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
/** The top-level entries, links and dropdown buttons, shown or not. */
const entradasMenu = (page: Page) => navegacao(page).locator('.navbar-nav > li > :is(a, button)');

/** The page scrolls sideways when the document is wider than the window. */
const larguraDocumento = (page: Page) =>
  page.evaluate(() => ({
    documento: document.documentElement.scrollWidth,
    janela: window.innerWidth,
  }));

/** Every top-level entry is shown whole inside the window, once the toggler (if any) is opened. */
async function entradasAlcancaveis(page: Page): Promise<void> {
  const botao = navegacao(page).getByRole('button', { name: 'Abrir o menu' });
  if (await botao.isVisible()) {
    await botao.click();
    await expect(page.locator('#menu-principal')).toHaveClass(/\bshow\b/);
  }
  const { janela } = await larguraDocumento(page);
  for (const entrada of await entradasMenu(page).all()) {
    await expect(entrada).toBeVisible();
    const caixa = await entrada.boundingBox();
    expect(caixa?.x).toBeGreaterThanOrEqual(0);
    expect((caixa?.x ?? 0) + (caixa?.width ?? Infinity)).toBeLessThanOrEqual(janela);
  }
}

test.describe('navbar', () => {
  test('é construída a partir do CMS com as regras da especificação', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/');
    const nav = navegacao(page);
    const entradas = nav.locator('.navbar-nav > li > :is(a, button)');
    await expect(entradas).toHaveText([
      'Início',
      'A Associação',
      'Associados',
      'Eventos',
      'Formação',
      'Normalização',
      'Parcerias',
      'Biblioteca',
      'Galeria',
      'FAQs',
      'Contactos',
    ]);
    // Not in the menu (menu false or not active): Notícias, Serviços, Relatórios e Contas.
    await expect(nav.getByText('Notícias')).toHaveCount(0);

    await nav.getByRole('button', { name: 'A Associação' }).click();
    const associacao = nav.locator('.dropdown-menu.show a');
    await expect(associacao).toHaveText([
      'História',
      'Missão, Visão e Valores',
      'Estatutos',
      'Órgãos Sociais',
      'Mensagem do Presidente',
    ]);
    await expect(associacao.first()).toHaveAttribute('href', '/aaq#historia');
    await page.keyboard.press('Escape');

    await nav.getByRole('button', { name: 'Eventos' }).click();
    await expect(nav.locator('.dropdown-menu.show a')).toHaveText([
      'Todos',
      'Agendados',
      'Realizados',
    ]);
    await page.keyboard.press('Escape');

    await nav.getByRole('button', { name: 'Formação' }).click();
    await expect(nav.locator('.dropdown-menu.show a')).toHaveText([
      'Cursos de Qualidade',
      'Plano de Formação Anual',
    ]);
    await page.keyboard.press('Escape');

    await nav.getByRole('button', { name: 'Associados' }).click();
    await expect(nav.locator('.dropdown-menu.show a').last()).toHaveAttribute(
      'href',
      '/associados/inscricao',
    );
    expect(errosConsola).toEqual([]);
  });

  test('os menus abrem-se e percorrem-se com o teclado', async ({ page }) => {
    await abrir(page, '/');
    const botao = navegacao(page).getByRole('button', { name: 'Eventos' });
    await botao.focus();
    await page.keyboard.press('Enter');
    await expect(botao).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.dropdown-menu.show a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(botao).toHaveAttribute('aria-expanded', 'false');
  });

  test('destaca a secção actual e marca-a com aria-current', async ({ page }) => {
    await abrir(page, '/eventos/agendados');
    const eventos = navegacao(page).getByRole('button', { name: 'Eventos' });
    await expect(eventos).toHaveClass(/active/);
    await expect(eventos).toHaveAttribute('aria-current', 'true');
    await abrir(page, '/contactos');
    await expect(navegacao(page).getByRole('link', { name: 'Contactos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(eventos).not.toHaveClass(/active/);
  });

  test('fica fixa no topo depois de passar o cabeçalho, sem o conteúdo saltar', async ({
    page,
  }) => {
    await abrir(page, '/');
    const nav = navegacao(page);
    await expect(nav).not.toHaveClass(/fixed-top/);
    const titulo = page.locator('#titulo-proximos');
    const antes = await titulo.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.mouse.wheel(0, 600);
    await expect(nav).toHaveClass(/fixed-top/);
    const depois = await titulo.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(depois).toBe(antes);
    expect(await nav.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  test('recolhe o menu em ecrãs estreitos (até 736 px) e abre-o no botão', async ({ page }) => {
    await page.setViewportSize({ width: 736, height: 800 });
    await abrir(page, '/');
    const botao = page.getByRole('button', { name: 'Abrir o menu' });
    const menu = page.locator('#menu-principal');
    await expect(botao).toBeVisible();
    await expect(menu).toBeHidden();
    await botao.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contactos' }).click();
    await expect(page).toHaveURL(/\/contactos$/);
    await expect(menu).toBeHidden();
    // From 737 px the menu may expand, but the CMS's eleven entries do not fit the 540 px
    // container: it stays behind the toggler until they fit in a row (the 1140 px container).
    await page.setViewportSize({ width: 737, height: 800 });
    await expect(botao).toBeVisible();
    await expect(menu).toBeHidden();
    expect((await larguraDocumento(page)).documento).toBeLessThanOrEqual(737);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(botao).toBeHidden();
    await expect(entradasMenu(page)).toHaveCount(11);
    for (const entrada of await entradasMenu(page).all()) await expect(entrada).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(botao).toBeVisible();
    await expect(menu).toBeHidden();
  });

  for (const largura of [740, 900, 1024, 1200, 1280, 1920]) {
    test(`a ${largura} px a página não desliza para o lado e todas as entradas se alcançam`, async ({
      page,
      errosConsola,
    }) => {
      await page.setViewportSize({ width: largura, height: 800 });
      await abrir(page, '/');
      await expect(entradasMenu(page)).toHaveCount(11);
      expect((await larguraDocumento(page)).documento).toBeLessThanOrEqual(largura);
      await entradasAlcancaveis(page);
      expect((await larguraDocumento(page)).documento).toBeLessThanOrEqual(largura);
      expect(errosConsola).toEqual([]);
    });
  }

  test('com mais entradas no CMS, o menu recolhe-se onde deixam de caber', async ({
    page,
    errosConsola,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let responder: () => void = () => undefined;
    const resposta = new Promise<void>((resolver) => {
      responder = resolver;
    });
    await page.route('**/cms/api/v1/paginas/pt', async (rota) => {
      const original = await rota.fetch();
      const corpo = (await original.json()) as { objecto: object[] };
      corpo.objecto.push(
        ...['Publicações', 'Certificação', 'Notícias do Sector'].map((textoPagina, indice) => ({
          idPagina: 90 + indice,
          textoPagina,
          activo: true,
          menu: true,
          ordem: 90 + indice,
          seccoesMenu: [],
          paginasFilhos: [],
        })),
      );
      await resposta;
      await rota.fulfill({ response: original, json: corpo });
    });
    await abrir(page, '/');
    const botao = page.getByRole('button', { name: 'Abrir o menu' });
    // The built-in menu (ten entries) fits in a row at 1280 px...
    await expect(entradasMenu(page)).toHaveCount(10);
    await expect(botao).toBeHidden();
    // ...the CMS's fourteen do not: measured again when they replace it.
    responder();
    await expect(entradasMenu(page)).toHaveCount(14);
    await expect(botao).toBeVisible();
    expect((await larguraDocumento(page)).documento).toBeLessThanOrEqual(1280);
    await entradasAlcancaveis(page);
    await expect(navegacao(page).getByRole('link', { name: 'Notícias do Sector' })).toBeVisible();
    expect(errosConsola).toEqual([]);
  });

  test.describe('sem a lista de páginas do CMS', () => {
    const LISTA_PAGINAS = '**/cms/api/v1/paginas/pt';
    const MENU_PROPRIO = [
      'Início',
      'A Associação',
      'Associados',
      'Eventos',
      'Normalização',
      'Parcerias',
      'Biblioteca',
      'Galeria',
      'FAQs',
      'Contactos',
    ];

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
      await expect(nav.locator('.navbar-nav > li > :is(a, button)')).toHaveText(MENU_PROPRIO);
      const eventos = nav.getByRole('button', { name: 'Eventos' });
      await expect(eventos).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', { name: 'Parcerias' })).toHaveAttribute(
        'href',
        '/parcerias',
      );

      await nav.getByRole('button', { name: 'A Associação' }).click();
      const associacao = nav.locator('.dropdown-menu.show a');
      await expect(associacao).toHaveText([
        'História',
        'Missão, Visão e Valores',
        'Estatutos',
        'Órgãos Sociais',
        'Mensagem do Presidente',
      ]);
      await expect(associacao.nth(2)).toHaveAttribute('href', '/aaq#estatutos');
      await page.keyboard.press('Escape');
      await nav.getByRole('button', { name: 'Associados' }).click();
      await expect(nav.locator('.dropdown-menu.show a')).toHaveText(['Ser associado', 'Inscrição']);
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
      await expect(menu.locator('.navbar-nav > li > :is(a, button)')).toHaveText(MENU_PROPRIO);
      await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await menu.getByRole('link', { name: 'Parcerias' }).click();
      await expect(page).toHaveURL(/\/parcerias$/);
      await expect(menu).toBeHidden();
      await expect(
        menu.getByRole('link', { name: 'Parcerias', includeHidden: true }),
      ).toHaveAttribute('aria-current', 'page');
    });
  });
});

test.describe('rodapé', () => {
  test('mostra todas as colunas da especificação', async ({ page, errosConsola }) => {
    await abrir(page, '/');
    const rodape = page.getByRole('contentinfo');
    await expect(rodape.getByRole('heading', { name: 'Siga-nos nas redes sociais' })).toBeVisible();
    await expect(rodape.locator('[data-rede]')).toHaveCount(4);
    expect(
      await rodape
        .locator('[data-rede]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-rede'))),
    ).toEqual(['LI', 'TW', 'FB', 'IN']);

    const menu = rodape.locator('h2:text-is("Menu") + ul a');
    await expect(menu).toHaveText([
      'Início',
      'Notícias',
      'A Associação',
      'Eventos',
      'Normalização',
      'Parcerias',
      'Biblioteca',
      'Galeria',
      'FAQs',
      'Contactos',
    ]);
    await expect(rodape.locator('h2:text-is("Links úteis") + ul a').first()).toHaveAttribute(
      'href',
      /^https:/,
    );
    await expect(rodape.locator('h2:text-is("Eventos") + ul a')).toHaveText([
      'Assembleia Geral',
      'Conferência',
      'Formação',
      'Seminário',
      'Webinar',
      'Workshop',
    ]);
    await expect(rodape.locator('h2:text-is("Eventos") + ul a').first()).toHaveAttribute(
      'href',
      '/eventos/tipos/5/assembleia-geral',
    );
    await expect(rodape.getByText('TELEFONE | WHATSAPP:')).toBeVisible();
    await expect(rodape.getByText('+244 923 456 789')).toBeVisible();
    await expect(rodape.getByText(/^Skype:/)).toBeVisible();
    await expect(rodape.locator('address')).toContainText('Luanda');
    const ano = new Date().getFullYear();
    await expect(rodape).toContainText(
      `© ${ano} Associação Angolana para a Qualidade. Todos direitos reservados.`,
    );
    await expect(rodape).toContainText('Desenvolvido por Kianda Digital, Lda.');
    expect(errosConsola).toEqual([]);
  });

  test('a newsletter valida em português, guarda a subscrição e não a duplica', async ({
    page,
  }) => {
    await abrir(page, '/');
    const rodape = page.getByRole('contentinfo');
    const email = rodape.getByLabel('Endereço de e-mail');
    await email.fill('ana@');
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(
      rodape.getByText('Indique um endereço de e-mail válido (ex.: nome@dominio.ao).'),
    ).toBeVisible();
    await expect(
      rodape.getByText('Para continuar, aceite o tratamento dos seus dados pessoais.'),
    ).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('Leitora.E2E@Exemplo.AO');
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible();
    if (podeLerBaseDados) {
      expect(
        linhasGuardadas('newsletters').filter((linha) => linha.email === 'leitora.e2e@exemplo.ao'),
      ).toHaveLength(1);
    }

    await rodape.getByRole('button', { name: 'Subscrever outro endereço' }).click();
    await rodape.getByLabel('Endereço de e-mail').fill('leitora.e2e@exemplo.ao');
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(
      rodape.getByRole('heading', { name: 'Este endereço já está subscrito' }),
    ).toBeVisible();
    if (podeLerBaseDados) {
      expect(
        linhasGuardadas('newsletters').filter((linha) => linha.email === 'leitora.e2e@exemplo.ao'),
      ).toHaveLength(1);
    }
  });

  test('quando o envio falha, o endereço fica e pode tentar de novo', async ({ page }) => {
    await abrir(page, '/');
    await page.route('**/cms/api/v1/newsletters', (rota) => rota.abort('connectionrefused'));
    const rodape = page.getByRole('contentinfo');
    await rodape.getByLabel('Endereço de e-mail').fill('falha.e2e@exemplo.ao');
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('alert')).toContainText('Sem ligação ao servidor');
    await expect(rodape.getByLabel('Endereço de e-mail')).toHaveValue('falha.e2e@exemplo.ao');
    await page.unroute('**/cms/api/v1/newsletters');
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible();
  });
});

test.describe('rotas e composição', () => {
  test('um endereço desconhecido mostra a página 404 em português', async ({ page }) => {
    await abrir(page, '/isto/nao/existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Página não encontrada | AAQ');
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
  });

  test('a página inicial não tem violações de acessibilidade', async ({ page }) => {
    await abrir(page, '/');
    await expect(page.locator('.carrossel')).toBeVisible();
    await semViolacoesAxe(page);
  });
});
