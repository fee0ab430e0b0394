import type { Locator, Page } from '@playwright/test';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import {
  entradasMenu,
  esperarCaminho,
  itensAbertos,
  mostrarMenu,
  navegacao,
} from '../support/navbar';
import { lerCms, menuEsperado, rodapeEsperado, type CmsLido } from '../support/oraculo';
import { AMBOS_CMS, SO_NAVEGADOR } from '../support/projectos';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

async function slugAssociacao(page: Page): Promise<string> {
  const resposta = await page.request.get('/config/site.json');
  return ((await resposta.json()) as { associacao: { slug: string } }).associacao.slug;
}

/** The element's distance from the viewport top once scrolling has stopped moving it. */
async function topoQuandoParar(alvo: Locator): Promise<number> {
  let anterior = Number.NaN;
  for (let leitura = 0; leitura < 40; leitura += 1) {
    const actual = (await alvo.boundingBox())?.y ?? Number.NaN;
    if (actual === anterior) return actual;
    anterior = actual;
    await alvo.page().waitForTimeout(150);
  }
  return anterior;
}

async function esperarNaPosicao(alvo: Locator) {
  await expect(alvo).toBeVisible();
  await expect.poll(() => topoQuandoParar(alvo), { timeout: 10_000 }).toBeGreaterThanOrEqual(60);
  expect(await topoQuandoParar(alvo)).toBeLessThanOrEqual(100);
}

/** Scrolls to the bottom of the page (where the footer is) and checks it moved. */
async function descerAteAoFim(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

/** Whether the page is taller than the window: a scroll that did not go to the top would show. */
const podeDescer = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200);

/** Console errors other than the 400 the browser logs for a refused submission. */
const errosInesperados = (erros: string[]) => erros.filter((erro) => !/status of 400/.test(erro));

const APIS = /\/(cms|eve|apl)\/api\/v1\//;

/**
 * Opens a page with every API answering after 1.5 s and returns the layout shifts the browser
 * recorded (not caused by input) once `ultimoTexto`, from the last read to arrive, is shown:
 * their sum, which is the page's CLS when they fall in one window, and what moved.
 */
async function desviosComApisLentas(page: Page, caminho: string, ultimoTexto: string) {
  await page.addInitScript(() => {
    const desvios: { valor: number; fontes: string }[] = [];
    Object.assign(window, { desviosMedidos: desvios });
    new PerformanceObserver((lista) => {
      for (const entrada of lista.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entrada.hadRecentInput) continue;
        const fontes = (entrada.sources ?? []).map((fonte) => {
          const no = fonte.node as Element | null | undefined;
          return no?.tagName ? `${no.tagName.toLowerCase()}.${[...no.classList].join('.')}` : '?';
        });
        desvios.push({ valor: entrada.value, fontes: fontes.join(' ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(APIS, async (rota) => {
    await new Promise((resolver) => setTimeout(resolver, 1500));
    await rota.continue().catch(() => undefined);
  });
  await page.goto(caminho);
  await expect(page.getByRole('main').getByText(ultimoTexto).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /A carregar/ })).toHaveCount(0);
  await page.waitForTimeout(1000);
  const desvios = await page.evaluate(
    () =>
      (window as unknown as { desviosMedidos: { valor: number; fontes: string }[] }).desviosMedidos,
  );
  return {
    total: desvios.reduce((soma, desvio) => soma + desvio.valor, 0),
    descricao: desvios.map((desvio) => `${desvio.valor.toFixed(4)} ${desvio.fontes}`).join('\n'),
  };
}

/**
 * Opens `caminho` `vezes` times on a phone whose CPU is 20 times slower (Chromium's throttling):
 * the browser then paints the server's page before it has parsed all of it, as a cheap phone
 * does. Returns each load's CLS: the sum of its layout shifts not caused by input.
 */
async function clsNumTelemovelLento(page: Page, caminho: string, vezes: number) {
  await page.addInitScript(() => {
    const cls = { total: 0 };
    Object.assign(window, { clsMedido: cls });
    new PerformanceObserver((lista) => {
      for (const entrada of lista.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entrada.hadRecentInput) cls.total += entrada.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const porCarregamento: number[] = [];
  for (let vez = 0; vez < vezes; vez += 1) {
    await page.goto(caminho, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    porCarregamento.push(
      await page.evaluate(
        () => (window as unknown as { clsMedido: { total: number } }).clsMedido.total,
      ),
    );
  }
  return porCarregamento;
}

test.describe('nada salta enquanto o CMS responde (telemóvel, 412 × 823)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const [caminho, ultimoTexto] of [
    ['/contactos', 'Delegação de Benguela'],
    ['/associados', 'Benefícios'],
    ['/associados/inscricao', 'Tenha à mão o número do Bilhete de Identidade'],
  ] as const) {
    test(`${caminho}: CLS até 0,02 com as APIs a responder em 1,5 s`, async ({ page }) => {
      const { total, descricao } = await desviosComApisLentas(page, caminho, ultimoTexto);
      expect(total, `desvios medidos:\n${descricao}`).toBeLessThanOrEqual(0.02);
    });
  }

  test('/associados/inscricao num telemóvel lento: as indicações não empurram o formulário já pintado', async ({
    page,
  }) => {
    // The introduction is shown above the form on phones. When it came after the form in the
    // document, a page painted before it was all parsed showed the form first and then pushed it
    // down by the introduction's height (a shift of 0.28 in two loads of three).
    for (const cls of await clsNumTelemovelLento(page, '/associados/inscricao', 3)) {
      expect(cls).toBeLessThanOrEqual(0.02);
    }
  });

  test('a página da associação: CLS até 0,02 com as APIs a responder em 1,5 s', async ({
    page,
  }) => {
    const slug = await slugAssociacao(page);
    const { total, descricao } = await desviosComApisLentas(
      page,
      `/${slug}`,
      'António Manuel Kiala',
    );
    expect(total, `desvios medidos:\n${descricao}`).toBeLessThanOrEqual(0.02);
  });
});

/** The association's dropdown (page 4) and, of its links, the two the scroll tests follow. */
function ligacoesDaAssociacao(cms: CmsLido) {
  const menu = menuEsperado(cms.paginas, cms.configuracao.associacao.slug);
  const entrada = menu.find((candidata) => candidata.idPagina === 4);
  const itens = (entrada?.itens ?? []).filter(
    (item): item is { texto: string; href: string } => typeof item.href === 'string',
  );
  // The governing bodies, then the statutes, when the CMS has them; else its last two sections.
  const preferir = (ancora: string, recurso: number) =>
    itens.find((item) => item.href.endsWith(`#${ancora}`)) ?? itens.at(recurso);
  return {
    menu,
    entrada,
    primeira: preferir('orgaos-sociais', -1),
    segunda: preferir('estatutos', -2),
  };
}

/** Opens a dropdown of the navbar and follows one of its links. */
async function seguirNoMenu(page: Page, entrada: string, ligacao: string) {
  await mostrarMenu(page);
  await navegacao(page).getByRole('button', { name: entrada, exact: true }).click();
  await itensAbertos(page).getByText(ligacao, { exact: true }).click();
}

/** The section an anchor link leads to: the region named like the link, at its anchor. */
function seccaoDe(page: Page, ligacao: { texto: string; href: string }) {
  const ancora = ligacao.href.split('#')[1] ?? '';
  return page.locator(`[id="${ancora}"]`).and(page.getByRole('region', { name: ligacao.texto }));
}

test.describe('a associação', () => {
  test(
    'uma ligação do menu leva à secção 100 ms depois, 80 px abaixo do topo',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const { menu, entrada, primeira, segunda } = ligacoesDaAssociacao(await lerCms(request));
      test.skip(
        !entrada || !primeira || !segunda || primeira === segunda,
        'Sem duas secções no menu.',
      );
      await abrir(page, '/');
      await expect(entradasMenu(page)).toHaveText(menu.map((item) => item.texto));
      await seguirNoMenu(page, entrada!.texto, primeira!.texto);
      await esperarCaminho(page, primeira!.href);
      const seccao = seccaoDe(page, primeira!);
      await esperarNaPosicao(seccao);
      // The fixed navbar may be taller than the 80 px offset: the title must still show below it.
      const barra = (await navegacao(page).boundingBox())!;
      const titulo = (await seccao.getByRole('heading', { name: primeira!.texto }).boundingBox())!;
      expect(titulo.y).toBeGreaterThanOrEqual(barra.y + barra.height);

      // Within the page, the scroll waits 100 ms after the click.
      await page.evaluate(() => {
        const registo: { clique?: number; scroll?: number } = {};
        Object.assign(window, { registoScroll: registo });
        document.addEventListener(
          'click',
          (evento) => {
            if ((evento.target as Element).closest('a[href*="#"]'))
              registo.clique ??= performance.now();
          },
          { capture: true },
        );
        window.addEventListener('scroll', () => {
          if (registo.clique !== undefined) registo.scroll ??= performance.now();
        });
      });
      await seguirNoMenu(page, entrada!.texto, segunda!.texto);
      await esperarCaminho(page, segunda!.href);
      await esperarNaPosicao(seccaoDe(page, segunda!));
      const { clique, scroll } = await page.evaluate(
        () =>
          (window as unknown as { registoScroll: { clique: number; scroll: number } })
            .registoScroll,
      );
      expect(scroll - clique).toBeGreaterThanOrEqual(100);
      expect(scroll - clique).toBeLessThan(1000);
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'uma ligação directa, mesmo recarregada, chega à secção',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const { primeira } = ligacoesDaAssociacao(await lerCms(request));
      test.skip(!primeira, 'Sem secções da associação no menu.');
      await abrir(page, primeira!.href);
      await esperarNaPosicao(seccaoDe(page, primeira!));
      await page.reload();
      await esperarNaPosicao(seccaoDe(page, primeira!));
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'depois de cada navegação, a página começa no topo',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const cms = await lerCms(request);
      const rodape = rodapeEsperado(cms, new Date().getFullYear());
      const paraAssociacao = rodape.menu.find(
        (ligacao) => ligacao.href === `/${cms.configuracao.associacao.slug}`,
      );
      const paraEventos = rodape.menu.find((ligacao) => ligacao.href === '/eventos');
      test.skip(!paraAssociacao || !paraEventos, 'O rodapé não tem as páginas 4 e 6.');
      const inicio = menuEsperado(cms.paginas, cms.configuracao.associacao.slug).find(
        (entrada) => entrada.href === '/',
      );
      // Both long pages are opened once first, so that each later one is whole as soon as it opens.
      await abrir(page, paraAssociacao!.href as string);
      await expect(page.locator('section.seccao-associacao').first()).toBeVisible();
      await abrir(page, '/eventos');
      await expect(page.locator('main article').first()).toBeVisible();

      const coluna = page.getByRole('contentinfo').locator('h2:text-is("Menu") + ul');
      for (const [ligacao, pronta] of [
        [paraAssociacao!, page.locator('section.seccao-associacao').first()],
        [paraEventos!, page.locator('main article').first()],
      ] as const) {
        await descerAteAoFim(page);
        await coluna.getByRole('link', { name: ligacao.texto, exact: true }).click();
        await esperarCaminho(page, ligacao.href);
        await expect(pronta).toBeVisible();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        expect(await podeDescer(page)).toBe(true);
      }
      if (inicio) {
        await descerAteAoFim(page);
        await mostrarMenu(page);
        await navegacao(page).getByRole('link', { name: inicio.texto, exact: true }).click();
        await esperarCaminho(page, '/');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
      expect(errosConsola).toEqual([]);
    },
  );

  test('mostra só as secções activas, pela ordem, com os órgãos sociais e a mensagem do presidente', async ({
    page,
  }) => {
    await abrir(page, `/${await slugAssociacao(page)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Associação');
    await expect(page.locator('section.seccao-associacao')).toHaveCount(5);
    const ids = await page
      .locator('section.seccao-associacao')
      .evaluateAll((s) => s.map((e) => e.id));
    expect(ids).toEqual([
      'historia',
      'missao-visao-valores',
      'estatutos',
      'orgaos-sociais',
      'mensagem-presidente',
    ]);
    await expect(page.getByText('Relatórios e Contas')).toHaveCount(0);
    const orgaos = page.locator('#orgaos-sociais');
    await expect(orgaos.locator('h3')).toHaveText([
      'Assembleia Geral',
      'Direcção',
      'Conselho Fiscal',
    ]);
    await expect(orgaos.getByText('Carlos Alberto Mavinga')).toHaveCount(0);
    const mensagem = page.locator('#mensagem-presidente');
    await expect(mensagem.locator('figcaption')).toContainText('António Manuel Kiala');
    await expect(mensagem.locator('img')).toHaveAttribute('width', /\d+/);
  });

  test('os estatutos descarregam-se em PDF', async ({ page }) => {
    await abrir(page, `/${await slugAssociacao(page)}#estatutos`);
    const ligacao = page.locator('#estatutos').getByRole('link', { name: /Estatutos da .*\.pdf/ });
    await expect(ligacao).toHaveAttribute('download', /\.pdf$/);
    const resposta = await page.request.get((await ligacao.getAttribute('href'))!);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    expect((await resposta.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [descarga] = await Promise.all([page.waitForEvent('download'), ligacao.click()]);
    expect(descarga.suggestedFilename()).toMatch(/^Estatutos da .*\.pdf$/);
  });

  test('não tem violações de acessibilidade', async ({ page }) => {
    await abrir(page, `/${await slugAssociacao(page)}`);
    await expect(page.locator('#mensagem-presidente')).toBeVisible();
    await semViolacoesAxe(page);
  });
});

test.describe('associados', () => {
  test('apresenta as secções nas âncoras do menu e leva à candidatura', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/associados');
    await expect(page.locator('#ser-associado')).toBeVisible();
    await expect(page.locator('#beneficios')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Categorias de associado' })).toBeVisible();
    await semViolacoesAxe(page);
    await page.getByRole('link', { name: 'Candidatar-me a associado' }).click();
    await expect(page).toHaveURL('/associados/inscricao');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidatura a associado');
    expect(errosConsola).toEqual([]);
  });
});

async function preencherCandidatura(page: Page, nome: string) {
  await page.getByRole('radio', { name: /Associado efectivo/ }).check();
  await page.getByLabel('Nome completo').fill(nome);
  await page.getByLabel('Número do Bilhete de Identidade').fill('004567891LA042');
  await page.getByLabel('Profissão').fill('Auditora da qualidade');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('candidata@exemplo.ao');
  await page.getByLabel('Telefone').fill('+244 923 111 222');
  await page.getByLabel('Província').selectOption('Benguela');
  await page.getByLabel('Morada').fill('Rua 10 de Fevereiro, 25, Lobito');
  await page.getByRole('checkbox', { name: /aceito os estatutos/ }).check();
  await page.getByRole('checkbox', { name: /tratamento dos meus dados/ }).check();
}

test.describe('candidatura a associado', () => {
  test('recusada no navegador, mostra os erros junto aos campos e guarda o que foi escrito', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/associados/inscricao');
    await page.getByLabel('Nome completo').fill('Rosa Kalunga');
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(page.getByRole('radio', { name: /Associado efectivo/ })).toBeFocused();
    await expect(
      page.getByRole('radiogroup', { name: /Categoria de associado/ }),
    ).toHaveAccessibleDescription('Escolha a categoria de associado.');
    await expect(page.getByLabel('Número do Bilhete de Identidade')).toHaveAccessibleDescription(
      /Indique o número do documento/,
    );
    await expect(page.getByLabel('Nome completo')).toHaveValue('Rosa Kalunga');
    await semViolacoesAxe(page);

    await page.getByRole('radio', { name: /Organização/ }).check();
    await expect(page.getByLabel('Nome da organização')).toHaveValue('Rosa Kalunga');
    await expect(page.getByLabel('NIF da organização')).toBeVisible();
    await expect(page.getByLabel('Nome do representante')).toBeVisible();
    await expect(page.getByLabel('Sector de actividade')).toBeVisible();
    expect(errosConsola).toEqual([]);
  });

  test('uma candidatura válida fica guardada e é confirmada com o seu número', async ({
    page,
    errosConsola,
  }) => {
    test.skip(!podeLerBaseDados, 'sem acesso à base de dados do servidor');
    const nome = `Helena Candidata ${Date.now()}`;
    await abrir(page, '/associados/inscricao');
    await preencherCandidatura(page, nome);
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    const confirmacao = page.getByRole('status').filter({ hasText: 'Candidatura recebida' });
    await expect(confirmacao).toBeFocused();
    const numero = Number(await confirmacao.locator('strong').textContent());
    const guardada = linhasGuardadas('candidaturas').find((linha) => linha.nome === nome);
    expect(guardada).toMatchObject({
      id: numero,
      tipo: 'individual',
      categoria: 'efectivo',
      documento: '004567891LA042',
      provincia: 'Benguela',
      aceita_estatutos: 1,
      consentimento: 1,
    });
    expect(errosConsola).toEqual([]);
  });

  test('recusada pelo servidor, mostra o erro junto ao campo, nada é guardado e os dados ficam', async ({
    page,
    errosConsola,
  }) => {
    const nome = `Recusada ${Date.now()}`;
    await page.route('**/apl/api/v1/candidaturas', (rota) =>
      rota.request().method() === 'POST'
        ? rota.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              objecto: null,
              mensagem: 'Verifique os campos assinalados.',
              erros: { documento: 'Este documento já tem uma candidatura registada.' },
            }),
          })
        : rota.continue(),
    );
    await abrir(page, '/associados/inscricao');
    await preencherCandidatura(page, nome);
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(page.getByLabel('Número do Bilhete de Identidade')).toHaveAccessibleDescription(
      /Este documento já tem uma candidatura registada\.$/,
    );
    await expect(page.getByLabel('Número do Bilhete de Identidade')).toBeFocused();
    await expect(page.getByLabel('Nome completo')).toHaveValue(nome);
    await expect(page.getByLabel('Morada')).toHaveValue('Rua 10 de Fevereiro, 25, Lobito');
    await expect(page.getByRole('checkbox', { name: /aceito os estatutos/ })).toBeChecked();
    if (podeLerBaseDados)
      expect(linhasGuardadas('candidaturas').some((linha) => linha.nome === nome)).toBe(false);
    expect(errosInesperados(errosConsola)).toEqual([]);
  });
});

test.describe('candidatura com o servidor de conteúdos em baixo', SO_NAVEGADOR, () => {
  test('a introdução avisa com "Tentar novamente", o formulário guarda o que se escreve e recupera', async ({
    page,
  }) => {
    await page.route('**/cms/api/v1/paginas/pagina/**', (rota) =>
      rota.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, objecto: null }),
      }),
    );
    await abrir(page, '/associados/inscricao');
    await page.getByLabel('Nome completo').fill('Rosa Kalunga');
    const introducao = page.getByRole('complementary', { name: 'Antes de começar' });
    const aviso = introducao.getByRole('alert');
    await expect(aviso).toContainText('Não foi possível carregar estas indicações', {
      timeout: 20_000,
    });
    await expect(aviso).toContainText('Entretanto, pode preencher o formulário.');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('rosa@exemplo.ao');
    await semViolacoesAxe(page);

    await page.unroute('**/cms/api/v1/paginas/pagina/**');
    await aviso.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(introducao).toContainText('Tenha à mão o número do Bilhete de Identidade');
    await expect(introducao.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Rosa Kalunga');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'rosa@exemplo.ao',
    );
  });
});

test.describe('contactos', () => {
  test('mostra a sede em destaque, as delegações activas e formas de chegar sem mapas embutidos', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/contactos');
    const sede = page.getByRole('article', { name: 'Sede' });
    await expect(sede.getByText('Telefone | WhatsApp').first()).toBeVisible();
    await expect(sede.getByRole('link', { name: '+244 923 456 789', exact: true })).toHaveAttribute(
      'href',
      'tel:+244923456789',
    );
    await expect(
      sede.getByRole('link', { name: /WhatsApp para \+244 923 456 789/ }),
    ).toHaveAttribute('href', 'https://wa.me/244923456789');
    await expect(sede.getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      /^geo:0,0\?q=Rua%20Rainha%20Ginga/,
    );
    await expect(sede.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Rua%20Rainha%20Ginga/,
    );
    await expect(sede.getByText('Sábado: 09h00–12h00 (só secretaria)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delegação de Benguela' })).toBeVisible();
    await expect(page.getByText('Delegação do Huambo')).toHaveCount(0);
    await expect(page.locator('main iframe')).toHaveCount(0);
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  });

  test('num telemóvel, o código do formulário só chega quando ele se aproxima, e o que se escreve fica', async ({
    page,
    errosConsola,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const pedidos: string[] = [];
    page.on('request', (pedido) => pedidos.push(pedido.url()));
    await abrir(page, '/contactos');
    const botao = page.getByRole('button', { name: 'Enviar mensagem' });
    // The server's form is on the page from the start, its button off until its code is here.
    await page.waitForLoadState('networkidle');
    await expect(botao).toBeDisabled();
    const antes = pedidos.length;

    const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
    await nome.scrollIntoViewIfNeeded();
    await nome.pressSequentially('Ana Luísa');
    await expect(botao).toBeEnabled();
    expect(pedidos.length).toBeGreaterThan(antes);
    await expect(nome).toHaveValue('Ana Luísa');
    await botao.click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await expect(nome).toHaveValue('Ana Luísa');
    expect(errosConsola).toEqual([]);
  });

  test('uma mensagem recusada no navegador fica escrita; corrigida, é guardada', async ({
    page,
    errosConsola,
  }) => {
    const assunto = `Pedido de informação ${Date.now()}`;
    await abrir(page, '/contactos');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Pedro Manuel');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('pedro@exemplo');
    await page.getByLabel('Assunto').fill(assunto);
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Gostaria de saber quando abre a próxima formação.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await expect(
      page.getByRole('textbox', { name: 'E-mail', exact: true }),
    ).toHaveAccessibleDescription(/endereço de e-mail válido/);
    await expect(
      page.getByRole('checkbox', { name: /Autorizo o tratamento/ }),
    ).toHaveAccessibleDescription(/aceite o tratamento/);
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Gostaria de saber quando abre a próxima formação.',
    );
    await semViolacoesAxe(page);

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('pedro@exemplo.ao');
    await page.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const confirmacao = page.getByRole('status').filter({ hasText: 'Mensagem enviada' });
    await expect(confirmacao).toBeVisible();
    const numero = Number(await confirmacao.locator('strong').textContent());
    if (podeLerBaseDados) {
      const guardada = linhasGuardadas('mensagens_contacto').find(
        (linha) => linha.assunto === assunto,
      );
      expect(guardada).toMatchObject({
        id: numero,
        nome: 'Pedro Manuel',
        email: 'pedro@exemplo.ao',
        consentimento: 1,
      });
    }
    expect(errosConsola).toEqual([]);
  });

  test('recusada pelo servidor, a mensagem mostra o erro junto ao campo e mantém o texto', async ({
    page,
    errosConsola,
  }) => {
    await page.route('**/cms/api/v1/formulariosRegistos', (rota) =>
      rota.request().method() === 'POST'
        ? rota.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              objecto: null,
              erros: { mensagem: 'A mensagem contém ligações não permitidas.' },
            }),
          })
        : rota.continue(),
    );
    await abrir(page, '/contactos');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta Silva');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('marta@exemplo.ao');
    await page.getByLabel('Assunto').fill('Parceria');
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Visite http://exemplo.invalido para saber mais.');
    await page.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription(
      /A mensagem contém ligações não permitidas\.$/,
    );
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Visite http://exemplo.invalido para saber mais.',
    );
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
      'Marta Silva',
    );
    expect(errosInesperados(errosConsola)).toEqual([]);
  });
});
