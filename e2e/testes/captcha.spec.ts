import type { Locator, Page } from '@playwright/test';

import { registoCaptcha } from '../support/captcha/registo';
import { iniciarCaptchaFalso, type CaptchaFalso } from '../support/captcha/servidor';
import { iniciarSiteProprio, type SiteProprio } from '../support/captcha/site';
import { abrir, expect, test } from '../support/site';

/*
 * The captcha as a visitor meets it: a site of this test's own (the suite's shared one runs
 * without a captcha) whose script and verification are a stand-in on loopback that behaves like
 * Turnstile, hCaptcha and reCAPTCHA v2 (see support/captcha/api.js).
 */
const PORTA_SITE = 8313;
const PORTA_CAPTCHA = 8314;
const SITE_KEY = 'chave-do-sitio-e2e';
const SECRET = 'segredo-e2e';

let captcha: CaptchaFalso;
let site: SiteProprio;

test.beforeAll(async () => {
  captcha = await iniciarCaptchaFalso({ porta: PORTA_CAPTCHA, siteKey: SITE_KEY, secret: SECRET });
  site = await iniciarSiteProprio(PORTA_SITE, {
    CAPTCHA_SITE_KEY: SITE_KEY,
    CAPTCHA_SCRIPT_URL: captcha.scriptUrl,
    CAPTCHA_SECRET: SECRET,
    CAPTCHA_VERIFY_URL: captcha.verifyUrl,
  });
});

test.afterAll(async () => {
  await site?.parar();
  await captcha?.fechar();
});

test.beforeEach(() => {
  captcha.fornecedor = 'turnstile';
});

/**
 * Opens the home page, reads down to the footer (its form, and so its widget, loads as it comes
 * near the screen), then goes to the contacts in the app.
 */
async function irParaContactosDepoisDoInicio(page: Page): Promise<Locator> {
  await abrir(page, `${site.url}/`);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('contentinfo').getByRole('checkbox', { name: 'Não sou um robô' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Contactos' })
    .click();
  await expect(page).toHaveURL(`${site.url}/contactos`);
  return page.getByRole('form', { name: 'Envie-nos uma mensagem' });
}

async function preencher(formulario: Locator, email: string) {
  await formulario.getByLabel('Nome').fill('Joana Mufuma');
  await formulario.getByLabel('E-mail').fill(email);
  await formulario.getByLabel('Assunto').fill('Próxima formação');
  await formulario
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Gostaria de saber quando abre a próxima formação de auditores.');
  await formulario.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check();
}

/** Ticks the form's widget and waits for its token, as a person solving the challenge. */
async function resolverDesafio(formulario: Locator) {
  await formulario.getByRole('checkbox', { name: 'Não sou um robô' }).check();
  await expect(formulario.getByText('Verificado')).toBeVisible();
}

async function esperarValoresMantidos(formulario: Locator, email: string) {
  await expect(formulario.getByLabel('Nome')).toHaveValue('Joana Mufuma');
  await expect(formulario.getByLabel('E-mail')).toHaveValue(email);
  await expect(formulario.getByLabel('Assunto')).toHaveValue('Próxima formação');
  await expect(formulario.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
    'Gostaria de saber quando abre a próxima formação de auditores.',
  );
  await expect(formulario.getByRole('checkbox', { name: /Autorizo o tratamento/ })).toBeChecked();
}

const guardadas = (email: string) =>
  site.linhas('mensagens_contacto').filter((linha) => linha.email === email);

/**
 * Fills the form, solves its challenge and sends it: the confirmation shows, one row is stored and
 * the provider passed the widget's last token.
 */
async function enviarComDesafio(formulario: Locator, email: string) {
  await preencher(formulario, email);
  await resolverDesafio(formulario);
  await formulario.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(formulario.page().getByRole('heading', { name: 'Mensagem enviada' })).toBeVisible();
  expect(guardadas(email)).toHaveLength(1);
  expect(captcha.verificacoes.at(-1)).toEqual({ token: captcha.emitidos.at(-1), sucesso: true });
}

test('um formulário aberto depois do primeiro carregamento tem o seu widget, e o envio fica guardado', async ({
  page,
  errosConsola,
}) => {
  const email = 'depois.do.inicio@exemplo.ao';
  const formulario = await irParaContactosDepoisDoInicio(page);
  await expect(formulario.getByRole('checkbox', { name: 'Não sou um robô' })).toBeVisible();
  expect(await registoCaptcha(page)).toMatchObject({ renderizados: 2, vivos: 2 });

  await enviarComDesafio(formulario, email);
  // The confirmation took the form's place: its widget went with it, the footer's stays.
  await expect.poll(async () => (await registoCaptcha(page)).vivos).toBe(1);

  // Another message: a new form, a new widget, a new token.
  await page.getByRole('button', { name: 'Escrever outra mensagem' }).click();
  await expect(formulario.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked();
  expect(await registoCaptcha(page)).toMatchObject({ renderizados: 3, vivos: 2 });
  expect(errosConsola).toEqual([]);
});

test('uma verificação recusada dá um desafio novo, mantém o que foi escrito e o envio seguinte fica guardado uma vez', async ({
  page,
  errosConsola,
}) => {
  const email = 'recusado.uma.vez@exemplo.ao';
  const formulario = await irParaContactosDepoisDoInicio(page);
  await preencher(formulario, email);
  await resolverDesafio(formulario);
  const antes = await registoCaptcha(page);
  const primeiro = captcha.emitidos.at(-1);

  captcha.recusarProxima();
  await formulario.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(formulario.getByRole('alert')).toHaveText(
    'Confirme que não é um robô. Os dados que escreveu foram mantidos.',
  );
  await expect(formulario.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked();
  expect((await registoCaptcha(page)).reinicios).toBe(antes.reinicios + 1);
  await esperarValoresMantidos(formulario, email);
  expect(guardadas(email)).toEqual([]);

  await resolverDesafio(formulario);
  const segundo = captcha.emitidos.at(-1);
  expect(segundo).not.toBe(primeiro);
  await formulario.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('heading', { name: 'Mensagem enviada' })).toBeVisible();
  expect(guardadas(email)).toHaveLength(1);
  expect(captcha.verificacoes.slice(-2)).toEqual([
    { token: primeiro, sucesso: false, motivo: 'invalid-input-response' },
    { token: segundo, sucesso: true },
  ]);
  // Chromium reports the refused send (400) itself; nothing else went wrong.
  expect(errosConsola).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});

test('um 503 do servidor dá um desafio novo, mantém o que foi escrito e a nova tentativa fica guardada uma vez', async ({
  page,
}) => {
  const email = 'servidor.503@exemplo.ao';
  const chaves: string[] = [];
  await page.route('**/cms/api/v1/formulariosRegistos', async (rota) => {
    chaves.push(rota.request().headers()['idempotency-key'] ?? '');
    if (chaves.length === 1) {
      // As a gateway answers while the backend restarts.
      await rota.fulfill({ status: 503, contentType: 'text/html', body: 'Service Unavailable' });
    } else {
      await rota.continue();
    }
  });
  const formulario = await irParaContactosDepoisDoInicio(page);
  await preencher(formulario, email);
  await resolverDesafio(formulario);
  const primeiro = captcha.emitidos.at(-1);
  const verificacoesAntes = captcha.verificacoes.length;

  await formulario.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(formulario.getByRole('alert')).toContainText('temporariamente indisponível');
  await expect(formulario.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked();
  await esperarValoresMantidos(formulario, email);
  expect(guardadas(email)).toEqual([]);

  await resolverDesafio(formulario);
  await formulario.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('heading', { name: 'Mensagem enviada' })).toBeVisible();
  expect(guardadas(email)).toHaveLength(1);
  // The same submission both times (one idempotency key), each time with a token of its own.
  expect(chaves).toHaveLength(2);
  expect(chaves[1]).toBe(chaves[0]);
  expect(captcha.verificacoes.slice(verificacoesAntes)).toEqual([
    { token: captcha.emitidos.at(-1), sucesso: true },
  ]);
  expect(captcha.emitidos.at(-1)).not.toBe(primeiro);
});

for (const fornecedor of ['hcaptcha', 'grecaptcha'] as const) {
  test(`com o script de ${fornecedor}: widget por formulário, removido ao sair, envio guardado`, async ({
    page,
    errosConsola,
  }) => {
    captcha.fornecedor = fornecedor;
    const email = `${fornecedor}@exemplo.ao`;
    let formulario = await irParaContactosDepoisDoInicio(page);
    await expect(formulario.getByRole('checkbox', { name: 'Não sou um robô' })).toBeVisible();

    // Leave and come back: reCAPTCHA has no `remove` and refuses an element it rendered in before.
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(page.locator('.captcha-falso')).toHaveCount(1);
    if (fornecedor !== 'grecaptcha') expect((await registoCaptcha(page)).vivos).toBe(1);
    await page.goForward();
    formulario = page.getByRole('form', { name: 'Envie-nos uma mensagem' });

    await enviarComDesafio(formulario, email);
    expect(errosConsola).toEqual([]);
  });
}
