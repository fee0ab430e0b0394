import type { Browser, Response } from '@playwright/test';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { SO_NAVEGADOR } from '../support/projectos';
import { expect, test } from '../support/site';

/*
 * One XSRF token per visit (issue I4 point 1): the page's own answer gives it, so the reads that
 * follow carry it and no answer replaces it while a form is on its way. Fifty first visits send
 * the footer's newsletter as soon as they can, with the page's reads slowed: not one request is
 * refused (403), no console error, and each address is stored once.
 */

const VISITAS = 50;
const EM_PARALELO = 5;
const ATRASO_LEITURAS_MS = 250;
const API = /\/(cms|eve|apl)\/api\/v1\//;

interface Visita {
  recusas: string[];
  erros: string[];
}

/** A first visit (a new context: no cookie) that subscribes `email` at once. */
async function visitar(browser: Browser, baseURL: string, email: string): Promise<Visita> {
  const contexto = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const visita: Visita = { recusas: [], erros: [] };
  try {
    await contexto.route(API, async (rota) => {
      if (rota.request().method() === 'GET') {
        await new Promise((pronto) => setTimeout(pronto, ATRASO_LEITURAS_MS));
      }
      await rota.fallback();
    });
    const page = await contexto.newPage();
    page.on('response', (resposta: Response) => {
      if (resposta.status() === 403) visita.recusas.push(resposta.url());
    });
    page.on('console', (mensagem) => {
      if (mensagem.type() === 'error') visita.erros.push(mensagem.text());
    });
    page.on('pageerror', (erro) => visita.erros.push(erro.message));
    await page.goto('/');
    const rodape = page.getByRole('contentinfo');
    await rodape.scrollIntoViewIfNeeded();
    const botao = rodape.getByRole('button', { name: 'Subscrever' });
    await expect(botao).toBeEnabled({ timeout: 20_000 });
    await rodape.getByLabel('Endereço de e-mail').fill(email);
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await botao.click();
    await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    await contexto.close();
  }
  return visita;
}

async function cinquentaVisitas(browser: Browser, baseURL: string, projecto: string) {
  const prefixo = `xsrf${Date.now().toString(36)}`;
  const emails = Array.from({ length: VISITAS }, (_, n) => `${prefixo}.${n}@exemplo.ao`);
  const visitas: Visita[] = [];
  for (let inicio = 0; inicio < VISITAS; inicio += EM_PARALELO) {
    const lote = emails.slice(inicio, inicio + EM_PARALELO);
    visitas.push(...(await Promise.all(lote.map((email) => visitar(browser, baseURL, email)))));
  }
  expect(visitas.flatMap((v) => v.recusas)).toEqual([]);
  expect(visitas.flatMap((v) => v.erros)).toEqual([]);
  if (podeLerBaseDados) {
    const guardados = linhasGuardadas('newsletters', projecto)
      .map((linha) => String(linha.email))
      .filter((email) => email.startsWith(prefixo));
    expect(guardados.sort()).toEqual([...emails].sort());
  }
}

/*
 * On the site the browser renders (SSR off), where the page makes every read itself: the most
 * answers under way while the form is sent. The gateway's part (its page answers give the token)
 * is checked by the compose test.
 */
test.describe('um token XSRF por visita', SO_NAVEGADOR, () => {
  test.setTimeout(240_000);

  test('50 primeiras visitas enviam a newsletter logo: nenhuma recusa, nenhum erro, cada uma guardada uma vez', async ({
    browser,
    baseURL,
  }, info) => {
    await cinquentaVisitas(browser, baseURL!, info.project.name);
  });
});
