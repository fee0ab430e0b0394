import type { Page, Request, Route } from '@playwright/test';

import {
  CAMINHO_ACESSIBILIDADE,
  CAMINHO_PRIVACIDADE,
  CAMINHO_SAIR_NEWSLETTER,
} from '@site/shared/contract';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { SO_NAVEGADOR } from '../support/projectos';
import { ECRAS, ENDERECO_INEXISTENTE } from '../support/rotas';
import { abrir, expect, test } from '../support/site';

/** Every screen that reads the APIs (all but the 404 page). */
const ECRAS_COM_DADOS = ECRAS.filter((caminho) => caminho !== ENDERECO_INEXISTENTE);

/** Screens whose text is the site's own: they need no CMS answer to be read. */
const PAGINAS_SEM_CMS = [CAMINHO_PRIVACIDADE, CAMINHO_SAIR_NEWSLETTER, CAMINHO_ACESSIBILIDADE];

const APIS = /\/(cms|eve|apl)\/api\//;
const PORTUGUES = /[ãõçáéíóúâêô]|\b(não|foi|possível|tente)\b/i;

const verificacoes = (quantas: number) =>
  test.info().annotations.push({ type: 'verificacoes', description: String(quantas) });

/** Answers every API call after `ms`, as a slow backend would. */
async function atrasarApis(page: Page, ms: number) {
  await page.route(APIS, async (rota) => {
    await new Promise((resolver) => setTimeout(resolver, ms));
    await rota.continue().catch(() => undefined);
  });
}

/** Clicks every "Tentar novamente" on the page until none is left (bounded). */
async function tentarNovamenteTudo(page: Page) {
  const botoes = page.getByRole('button', { name: 'Tentar novamente' });
  for (let vez = 0; vez < 10 && (await botoes.count()) > 0; vez++) {
    await botoes.first().click();
    await page.waitForTimeout(300);
  }
}

test.describe('com o servidor das APIs em baixo', SO_NAVEGADOR, () => {
  test.setTimeout(240_000);

  test('cada ecrã mostra um erro em português com "Tentar novamente", nunca uma página em branco, e recupera', async ({
    page,
  }) => {
    for (const caminho of ECRAS_COM_DADOS) {
      await page.route(APIS, (rota) => rota.abort('connectionrefused'));
      await page.goto(caminho);
      if (caminho === '/associados/inscricao') {
        // The application form needs no data to be filled in: it stays usable (its CMS
        // introduction shows its error and retry), and a failed send keeps what was typed (see below).
        await expect
          .soft(page.getByRole('form', { name: 'Formulário de candidatura' }))
          .toBeVisible();
      } else if (PAGINAS_SEM_CMS.includes(caminho)) {
        // The privacy notice, leaving the newsletter and the accessibility statement are the
        // site's own text: without the CMS they still read whole (the notice points to Contactos).
        await expect.soft(page.getByRole('heading', { level: 1 }), caminho).toBeVisible();
      } else {
        const alerta = page.getByRole('alert').filter({ hasText: PORTUGUES }).first();
        await expect.soft(alerta, `${caminho}: estado de erro`).toBeVisible({ timeout: 20_000 });
        await expect
          .soft(page.getByRole('button', { name: 'Tentar novamente' }).first(), `${caminho}: botão`)
          .toBeVisible();
      }
      // The navbar keeps the site's main sections (its built-in menu) without the CMS.
      await expect
        .soft(
          page
            .getByRole('navigation', { name: 'Navegação principal' })
            .getByRole('link', { name: 'Contactos' }),
          `${caminho}: menu próprio`,
        )
        .toBeVisible();
      const texto = (await page.locator('main').innerText()).trim();
      expect.soft(texto.length, `${caminho}: não em branco`).toBeGreaterThan(20);
      await expect.soft(page.getByRole('contentinfo')).toBeVisible();

      await page.unroute(APIS);
      await tentarNovamenteTudo(page);
      await expect
        .soft(page.getByRole('heading', { level: 1 }).first(), `${caminho}: recuperou`)
        .toBeAttached();
      await expect
        .soft(page.getByRole('button', { name: 'Tentar novamente' }), `${caminho}: sem erros`)
        .toHaveCount(0, { timeout: 15_000 });
    }
    verificacoes(ECRAS_COM_DADOS.length);
  });
});

test.describe('com o servidor das APIs lento (3 s por resposta)', SO_NAVEGADOR, () => {
  test.setTimeout(180_000);

  test('cada ecrã mostra "A carregar…" e depois o conteúdo', async ({ page }) => {
    const ecras = ['/aaq', '/contactos', '/eventos', '/faqs', '/parcerias', '/pagina/3/formacao'];
    for (const caminho of ecras) {
      await atrasarApis(page, 3000);
      await page.goto(caminho);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /A carregar/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('status').filter({ hasText: /A carregar/ })).toHaveCount(0, {
        timeout: 20_000,
      });
      await page.unroute(APIS);
    }
    verificacoes(ecras.length);
  });
});

test.describe('um remoto em baixo ou lento', SO_NAVEGADOR, () => {
  test.setTimeout(120_000);

  test('remoto de eventos em baixo: a secção mostra a alternativa e o resto do sítio funciona', async ({
    page,
  }) => {
    await page.route('**/mf/eventos/**', (rota) => rota.abort('connectionrefused'));
    await abrir(page, '/eventos');
    await expect(
      page.getByRole('heading', { name: 'A secção Eventos está temporariamente indisponível' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    // The home still renders its other parts; the widget of this remote shows its fallback.
    await abrir(page, '/');
    await expect(
      page.getByText(/A secção Próximos eventos está temporariamente indisponível/),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
    // Other remotes' sections work.
    await abrir(page, '/faqs');
    await expect(
      page.getByRole('heading', { level: 1, name: /Perguntas frequentes/ }),
    ).toBeVisible();
    await page.unroute('**/mf/eventos/**');
    await abrir(page, '/eventos');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible({
      timeout: 20_000,
    });
    verificacoes(4);
  });

  test('remoto institucional em baixo: /aaq e /contactos mostram a alternativa, o rodapé funciona', async ({
    page,
  }) => {
    await page.route('**/mf/institucional/**', (rota) => rota.abort('connectionrefused'));
    for (const [caminho, nome] of [
      ['/aaq', 'A Associação'],
      ['/contactos', 'Contactos'],
      ['/associados', 'Associados'],
    ] as const) {
      await abrir(page, caminho);
      await expect(
        page.getByRole('heading', { name: `A secção ${nome} está temporariamente indisponível` }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('contentinfo').getByLabel('Endereço de e-mail')).toBeVisible();
    }
    verificacoes(3);
  });

  test('remoto lento mas dentro do limite: "A carregar…" e depois a secção', async ({ page }) => {
    await page.route('**/mf/institucional/**', async (rota) => {
      await new Promise((resolver) => setTimeout(resolver, 3000));
      await rota.continue().catch(() => undefined);
    });
    // Not abrir(): the section starts loading as soon as the configuration arrives, so its
    // script tags hold the load event that page.goto waits for by default.
    await page.goto('/aaq', { waitUntil: 'domcontentloaded' });
    await expect(
      page.getByRole('status').filter({ hasText: 'A carregar A Associação…' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'A Associação' })).toBeVisible({
      timeout: 14_000,
    });
    await expect(page.getByText(/temporariamente indisponível/)).toHaveCount(0);
    verificacoes(1);
  });
});

/** Records the Idempotency-Key of every POST to `caminho`. */
function chavesEnviadas(page: Page, caminho: string): string[] {
  const chaves: string[] = [];
  page.on('request', (pedido: Request) => {
    if (pedido.method() === 'POST' && pedido.url().includes(caminho)) {
      chaves.push(pedido.headers()['idempotency-key'] ?? '');
    }
  });
  return chaves;
}

test.describe('os formulários guardam o que foi escrito quando o envio falha', () => {
  test.setTimeout(90_000);

  test('newsletter: servidor em baixo, depois lento, depois bem; guardada uma vez, com a mesma chave', async ({
    page,
  }) => {
    const email = `robustez.${Date.now()}@exemplo.ao`;
    const chaves = chavesEnviadas(page, '/cms/api/v1/newsletters');
    await abrir(page, '/');
    const rodape = page.getByRole('contentinfo');
    await page.route('**/cms/api/v1/newsletters', (rota) => rota.abort('connectionrefused'));
    await rodape.getByLabel('Endereço de e-mail').fill(email);
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('alert')).toContainText(PORTUGUES);
    await expect(rodape.getByLabel('Endereço de e-mail')).toHaveValue(email);
    await expect(rodape.getByLabel(/Aceito que a associação use este endereço/)).toBeChecked();

    await page.unroute('**/cms/api/v1/newsletters');
    await page.route('**/cms/api/v1/newsletters', async (rota: Route) => {
      await new Promise((resolver) => setTimeout(resolver, 3000));
      await rota.continue();
    });
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.locator('button[type="submit"]')).toBeDisabled();
    await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible({
      timeout: 15_000,
    });
    expect(chaves).toHaveLength(2);
    expect(chaves[0]).not.toBe('');
    expect(chaves[1]).toBe(chaves[0]);
    if (podeLerBaseDados) {
      expect(linhasGuardadas('newsletters').filter((l) => l.email === email)).toHaveLength(1);
    }
    verificacoes(3);
  });

  test('contacto: erro 503 e resposta perdida depois de guardar; o texto fica e nada se duplica', async ({
    page,
  }) => {
    const assunto = `Robustez ${Date.now()}`;
    const mensagem = 'Quero saber quando abre a próxima formação em Benguela.';
    const chaves = chavesEnviadas(page, '/cms/api/v1/formulariosRegistos');
    await abrir(page, '/contactos');
    const preencher = async () => {
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Rosa Tavares');
      await page
        .getByRole('textbox', { name: 'E-mail', exact: true })
        .fill('rosa.tavares@exemplo.ao');
      await page.getByLabel('Assunto').fill(assunto);
      await page.getByRole('textbox', { name: 'Mensagem' }).fill(mensagem);
      await page.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check();
    };
    const valoresMantidos = async () => {
      await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
        'Rosa Tavares',
      );
      await expect(page.getByLabel('Assunto')).toHaveValue(assunto);
      await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(mensagem);
      await expect(page.getByRole('checkbox', { name: /Autorizo o tratamento/ })).toBeChecked();
    };
    await preencher();

    // 1. The backend answers 503.
    await page.route('**/cms/api/v1/formulariosRegistos', (rota) =>
      rota.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ objecto: null, statusCode: 503, mensagem: 'Serviço indisponível.' }),
      }),
    );
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: PORTUGUES }).first()).toBeVisible();
    await valoresMantidos();

    // 2. The backend stores it, but the answer never reaches the browser.
    await page.unroute('**/cms/api/v1/formulariosRegistos');
    await page.route('**/cms/api/v1/formulariosRegistos', async (rota) => {
      await rota.fetch();
      await rota.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: PORTUGUES }).first()).toBeVisible();
    await valoresMantidos();
    if (podeLerBaseDados) {
      expect(
        linhasGuardadas('mensagens_contacto').filter((l) => l.assunto === assunto),
      ).toHaveLength(1);
    }

    // 3. It works: the same key brings back the stored answer; still one row.
    await page.unroute('**/cms/api/v1/formulariosRegistos');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const confirmacao = page.getByRole('status').filter({ hasText: 'Mensagem enviada' });
    await expect(confirmacao).toBeVisible({ timeout: 15_000 });
    expect(new Set(chaves).size).toBe(1);
    expect(chaves).toHaveLength(3);
    if (podeLerBaseDados) {
      const linhas = linhasGuardadas('mensagens_contacto').filter((l) => l.assunto === assunto);
      expect(linhas).toHaveLength(1);
      expect(Number(await confirmacao.locator('strong').textContent())).toBe(linhas[0]!.id);
    }
    verificacoes(3);
  });
});
