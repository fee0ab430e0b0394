import { abrirSemAplicacao } from '../support/aplicacao-retida';
import { ligacoesDaAssociacao, seccaoDe } from '../support/associacao';
import {
  entradasMenu,
  esperarCaminho,
  mostrarMenu,
  navegacao,
  seguirNoMenu,
} from '../support/navbar';
import { observarScrollAposClique } from '../support/observadores';
import { lerCms, menuEsperado, rodapeEsperado } from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { descerAteAoFim, esperarNaPosicao, podeDescer } from '../support/scroll';
import { abrir, expect, test } from '../support/site';

/*
 * Where the page is after a navigation (spec's scroll rules): a link to a section of the
 * association's page lands on it 100 ms later, 80 px below the top, and any other navigation
 * starts at the top.
 */
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
      const scrollAposClique = await observarScrollAposClique(page);
      await seguirNoMenu(page, entrada!.texto, segunda!.texto);
      await esperarCaminho(page, segunda!.href);
      await esperarNaPosicao(seccaoDe(page, segunda!));
      const { clique, scroll } = await scrollAposClique();
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
});

test.describe('o carregamento da página', () => {
  test('num telemóvel, quem desceu enquanto o código chegava continua a ver o mesmo', async ({
    page,
    errosConsola,
  }) => {
    const libertar = await abrirSemAplicacao(page, '/faqs');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    // What the visitor is reading: the element in the middle of the screen, and where it is.
    const emVista = () =>
      page.evaluate(() => {
        const elemento = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        return {
          texto: elemento?.textContent?.slice(0, 80),
          topo: elemento?.getBoundingClientRect().top,
        };
      });
    const antes = await emVista();

    libertar();
    await expect(page.locator('html')).toHaveAttribute('data-react', '');
    // The page's sections hydrate after the shell's; give them the time a phone would.
    await page.waitForTimeout(1500);
    const depois = await emVista();
    expect(depois.texto).toBe(antes.texto);
    expect(Math.abs(depois.topo! - antes.topo!)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    expect(errosConsola).toEqual([]);
  });
});
