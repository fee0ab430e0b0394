import type { SiteProprio } from '../support/captcha/site';
import { observarDesvios, soma } from '../support/desvios-layout';
import { iniciarSiteMenuLongo, nomesMenuLongo } from '../support/menu-longo/menu';
import { navegacao } from '../support/navbar';
import {
  botaoMais,
  conteudoMais,
  entradasNaLinha,
  entradasNoMais,
  percorrerComTeclado,
  verificarUmaLinha,
} from '../support/navbar-mais';
import { observarEstadosNavbar } from '../support/observadores';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/*
 * A CMS menu of any length on a desktop: from `lg` (992 px) up the navbar is one row, with the
 * entries that do not fit under "Mais" (priority+), laid out by the server's page before the
 * first paint and kept by hydration. Each menu is served by a site of this test's own, whose
 * server renders it (support/menu-longo).
 */
const PORTA = 8315;

for (const quantas of [6, 11, 16]) {
  test.describe(`um CMS com ${quantas} entradas de nomes longos`, () => {
    let site: SiteProprio | undefined;
    test.beforeAll(async () => {
      site = await iniciarSiteMenuLongo(PORTA, quantas);
    });
    test.afterAll(async () => {
      await site?.parar();
    });
    test.use({ baseURL: `http://127.0.0.1:${PORTA}` });
    const nomes = nomesMenuLongo(quantas);

    for (const largura of [992, 1280, 1440]) {
      test(`a ${largura} px: uma linha, nada cortado, tudo ao alcance do teclado, sem saltos`, async ({
        page,
        errosConsola,
      }) => {
        await page.setViewportSize({ width: largura, height: 800 });
        const estados = await observarEstadosNavbar(page);
        const desvios = await observarDesvios(page);
        await abrir(page, '/');
        await page.waitForTimeout(500);

        // The layout the inline script gave the server's page is the one React keeps: nothing
        // moved from the first paint on.
        const vistos = await estados();
        expect(vistos, vistos.join(' → ')).toHaveLength(1);
        const medidos = await desvios();
        expect(soma(medidos), medidos.map((d) => `${d.valor} ${d.fontes}`).join('\n')).toBe(0);

        await verificarUmaLinha(page);
        const naLinha = await entradasNaLinha(page);
        const noMais = await conteudoMais(page);
        expect([...naLinha, ...noMais.nomes]).toEqual(nomes);
        expect(noMais.nomes.length).toBeGreaterThan(0);

        const teclado = await percorrerComTeclado(page);
        expect(teclado.naLinha).toEqual([...naLinha, 'Mais']);
        // Each entry under "Mais" is reached by the arrows: its link, or its own links under its name.
        expect(teclado.noMais).toEqual(noMais.ligacoes);

        await botaoMais(page).click();
        await semViolacoesAxe(page);
        expect(errosConsola).toEqual([]);
      });
    }

    if (quantas !== 16) return;

    test('ao mudar a largura da janela, a linha refaz-se; abaixo de lg, o botão do menu', async ({
      page,
      errosConsola,
    }) => {
      await page.setViewportSize({ width: 1440, height: 800 });
      await abrir(page, '/');
      const naLinha: Record<number, number> = {};
      for (const largura of [1440, 1280, 992]) {
        await page.setViewportSize({ width: largura, height: 800 });
        await verificarUmaLinha(page);
        const linha = await entradasNaLinha(page);
        expect([...linha, ...(await entradasNoMais(page))], `${largura} px`).toEqual(nomes);
        naLinha[largura] = linha.length;
      }
      expect(naLinha[992]).toBeLessThan(naLinha[1440]!);
      for (const largura of [991, 737, 360]) {
        await page.setViewportSize({ width: largura, height: 800 });
        const botao = navegacao(page).getByRole('button', { name: 'Abrir o menu' });
        await expect(botao, `${largura} px`).toBeVisible();
        await expect(botaoMais(page)).toBeHidden();
        await botao.click();
        await expect(page.locator('#menu-principal')).toHaveClass(/\bshow\b/);
        expect(await entradasNaLinha(page)).toEqual(nomes);
        await botao.click();
        await expect(page.locator('#menu-principal')).not.toHaveClass(/\bshow\b/);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await verificarUmaLinha(page);
      expect([...(await entradasNaLinha(page)), ...(await entradasNoMais(page))]).toEqual(nomes);
      expect(errosConsola).toEqual([]);
    });
  });
}
