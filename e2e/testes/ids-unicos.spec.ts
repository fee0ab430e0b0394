import type { Page } from '@playwright/test';

import { ECRAS, enderecosDoSitemap } from '../support/rotas';
import { abrir, expect, test } from '../support/site';

/**
 * What breaks when an id repeats: a label, a description or a name that points at an id reaches
 * the first element with it, which may be another form's (the footer's newsletter and the
 * contact form both ask for an e-mail).
 */
function problemasDeIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const descrever = (elemento: Element) =>
      `<${elemento.localName}${elemento.id ? ` id="${elemento.id}"` : ''}>`;
    const problemas: string[] = [];
    const porId = new Map<string, Element[]>();
    for (const elemento of document.querySelectorAll('[id]')) {
      porId.set(elemento.id, [...(porId.get(elemento.id) ?? []), elemento]);
    }
    for (const [id, elementos] of porId) {
      if (elementos.length > 1) problemas.push(`id "${id}" repetido ${elementos.length} vezes`);
    }
    for (const rotulo of document.querySelectorAll('label[for]')) {
      const alvo = document.getElementById(rotulo.getAttribute('for') ?? '');
      const rotulavel = alvo?.matches(
        'input:not([type=hidden]), select, textarea, button, meter, output, progress',
      );
      if (!rotulavel) {
        problemas.push(
          `<label for="${rotulo.getAttribute('for')}"> (${rotulo.textContent?.trim()}) aponta para ${alvo ? descrever(alvo) : 'nada'}`,
        );
      }
    }
    for (const atributo of ['aria-describedby', 'aria-labelledby']) {
      for (const elemento of document.querySelectorAll(`[${atributo}]`)) {
        for (const id of (elemento.getAttribute(atributo) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id))
            problemas.push(`${descrever(elemento)} ${atributo}="${id}" aponta para nada`);
        }
      }
    }
    return problemas;
  });
}

/** Opens an address and waits for everything on it: section, footer (with its form), no loading state. */
async function abrirTudo(page: Page, caminho: string) {
  await abrir(page, caminho);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByLabel('Endereço de e-mail')).toBeVisible();
  await expect(page.locator('.estado-carregar, .placeholder-glow')).toHaveCount(0);
  await expect(page.getByText(/temporariamente indisponível/)).toHaveCount(0);
}

test.describe('ids únicos e referências que chegam ao seu elemento', () => {
  for (const caminho of ECRAS) {
    test(`em ${caminho}`, async ({ page }) => {
      await abrirTudo(page, caminho);
      expect(await problemasDeIds(page)).toEqual([]);
    });
  }

  test('em /contactos e /associados/inscricao, o e-mail do rodapé e o do formulário têm cada um o seu rótulo', async ({
    page,
  }) => {
    for (const caminho of ['/contactos', '/associados/inscricao']) {
      await abrirTudo(page, caminho);
      const doRodape = page.getByRole('contentinfo').getByLabel('Endereço de e-mail');
      const daPagina = page.getByRole('main').getByRole('textbox', { name: /^E-mail/ });
      await doRodape.fill('rodape@exemplo.ao');
      await daPagina.fill('pagina@exemplo.ao');
      await expect(doRodape).toHaveValue('rodape@exemplo.ao');
      await expect(daPagina).toHaveValue('pagina@exemplo.ao');
      await page.getByRole('contentinfo').getByText('Endereço de e-mail').click();
      await expect(doRodape).toBeFocused();
    }
  });

  test('a verificação vê um id repetido e referências que não chegam a nada (controlo)', async ({
    page,
  }) => {
    await abrirTudo(page, '/contactos');
    await page.evaluate(() => {
      const campo = document.querySelector('main input[type=email]')!;
      document
        .querySelector('footer')!
        .insertAdjacentHTML(
          'beforeend',
          `<input id="${campo.id}"><label for="ninguem">X</label><p aria-describedby="nada">Y</p>`,
        );
    });
    const problemas = await problemasDeIds(page);
    expect(problemas).toHaveLength(3);
    expect(problemas[0]).toMatch(/^id "email.*" repetido 2 vezes$/);
    expect(problemas.slice(1)).toEqual([
      '<label for="ninguem"> (X) aponta para nada',
      '<p> aria-describedby="nada" aponta para nada',
    ]);
  });

  test('em cada endereço do sitemap que a lista acima não tem', async ({ page, request }) => {
    test.setTimeout(240_000);
    const resposta = await request.get('/sitemap.xml');
    expect(resposta.ok()).toBe(true);
    const enderecos = enderecosDoSitemap(await resposta.text());
    expect(enderecos.length).toBeGreaterThan(ECRAS.length);
    const outros = enderecos.filter((caminho) => !ECRAS.includes(caminho));
    for (const caminho of outros) {
      await abrirTudo(page, caminho);
      expect.soft(await problemasDeIds(page), caminho).toEqual([]);
    }
  });
});
