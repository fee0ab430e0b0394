import type { Locator, Page } from '@playwright/test';

import { expect } from './site';

/** Counts the requests the page makes from now on. */
function contarPedidos(page: Page): () => number {
  let pedidos = 0;
  page.on('request', () => {
    pedidos += 1;
  });
  return () => pedidos;
}

/**
 * A form the server rendered gets its code only when the visitor comes near it: once the page is
 * idle its button is still off; `aproximar` (a scroll, typing in it) brings the code, and the
 * button answers.
 */
export async function codigoChegaAoAproximar(
  page: Page,
  botao: Locator,
  aproximar: () => Promise<void>,
): Promise<void> {
  const pedidos = contarPedidos(page);
  await page.waitForLoadState('networkidle');
  await expect(botao).toBeDisabled();
  const antes = pedidos();
  await aproximar();
  await expect(botao).toBeEnabled();
  expect(pedidos()).toBeGreaterThan(antes);
}

/**
 * The server refuses every POST to `endereco` with a 400 envelope naming the fields in error (and
 * a general `mensagem`, when given); reads go through.
 */
export async function recusarEnvio(
  page: Page,
  endereco: string,
  recusa: { erros: Record<string, string>; mensagem?: string },
): Promise<void> {
  await page.route(endereco, (rota) =>
    rota.request().method() === 'POST'
      ? rota.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 400, objecto: null, ...recusa }),
        })
      : rota.continue(),
  );
}
