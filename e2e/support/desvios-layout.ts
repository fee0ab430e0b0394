import type { Page } from '@playwright/test';

import { expect } from './site';

/*
 * Layout shifts as the browser reports them (the Layout Instability API): each shift not caused by
 * input, with what moved. Their sum over one load is its CLS when they fall in one window.
 */

interface Desvio {
  valor: number;
  fontes: string;
}

/** Records, in every page opened from now on, its layout shifts not caused by input. */
export async function observarDesvios(page: Page): Promise<() => Promise<Desvio[]>> {
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
  return () =>
    page.evaluate(() => (window as unknown as { desviosMedidos: Desvio[] }).desviosMedidos);
}

export const soma = (desvios: readonly Desvio[]) =>
  desvios.reduce((total, desvio) => total + desvio.valor, 0);

const APIS = /\/(cms|eve|apl)\/api\/v1\//;

/**
 * Opens a page with every API answering after 1.5 s and returns the layout shifts the browser
 * recorded once `ultimoTexto`, from the last read to arrive, is shown: their sum, which is the
 * page's CLS when they fall in one window, and what moved.
 */
export async function desviosComApisLentas(page: Page, caminho: string, ultimoTexto: string) {
  const desvios = await observarDesvios(page);
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
  const medidos = await desvios();
  return {
    total: soma(medidos),
    descricao: medidos.map((desvio) => `${desvio.valor.toFixed(4)} ${desvio.fontes}`).join('\n'),
  };
}

/**
 * Opens `caminho` `vezes` times on a phone whose CPU is 20 times slower (Chromium's throttling):
 * the browser then paints the server's page before it has parsed all of it, as a cheap phone
 * does. Returns each load's CLS: the sum of its layout shifts not caused by input.
 */
export async function clsNumTelemovelLento(page: Page, caminho: string, vezes: number) {
  const desvios = await observarDesvios(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const porCarregamento: number[] = [];
  for (let vez = 0; vez < vezes; vez += 1) {
    await page.goto(caminho, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    porCarregamento.push(soma(await desvios()));
  }
  return porCarregamento;
}
