import type { Page } from '@playwright/test';

import { eventosEsperados, lerCms, menuEsperado } from '../support/oraculo';
import { QUALQUER_CMS } from '../support/projectos';
import { abrir, expect, test } from '../support/site';

/*
 * The search on any CMS (issue I3 point 1): on the seed, on the spec-minimal CMS, and on that CMS
 * answering a page's detail in a shape the contract does not know (project `outra-forma`). The
 * expectations come from what the CMS answers: its menu tree (the pages and their sections, which
 * every CMS of the spec lists) and its public events.
 */

const resultados = (page: Page) => page.locator('main .resultados-pesquisa');

test.describe('pesquisa em qualquer CMS', () => {
  test(
    'encontra as páginas e as secções do menu e os eventos, mesmo sem ler o detalhe das páginas',
    QUALQUER_CMS,
    async ({ page, request }) => {
      const cms = await lerCms(request);
      const slug = cms.configuracao.associacao.slug;
      // The menu's generic pages (their own address, in a dropdown or not), the longest title
      // first: the most words to find it by.
      const genericas = menuEsperado(cms.paginas, slug)
        .flatMap((entrada) => [entrada, ...entrada.itens])
        .flatMap(({ texto, href }) => {
          const id = typeof href === 'string' ? /^\/pagina\/(\d+)/.exec(href)?.[1] : undefined;
          return id ? [{ texto, idPagina: Number(id) }] : [];
        })
        .sort((a, b) => b.texto.length - a.texto.length);
      const [pagina] = genericas;
      const todas = cms.paginas.flatMap((p) => [p, ...p.paginasFilhos]);
      const seccao = todas
        .find((p) => p.idPagina === pagina?.idPagina)
        ?.seccoesMenu.find((s) => s.activo);
      const [evento] = eventosEsperados(cms.eventos, Date.now()).todos;
      expect(pagina, 'o CMS tem uma página genérica no menu').toBeDefined();

      await abrir(page, `/pesquisa?q=${encodeURIComponent(pagina?.texto ?? '')}`);
      await expect(
        resultados(page).locator(`a[href^="/pagina/${pagina?.idPagina}"]`).first(),
      ).toBeVisible();
      if (seccao) {
        await abrir(page, `/pesquisa?q=${encodeURIComponent(seccao.nome)}`);
        await expect(
          resultados(page).locator(`a[href*="/${seccao.idSeccao}/"]`, { hasText: seccao.nome }),
        ).toBeVisible();
      }
      if (evento) {
        await abrir(page, `/pesquisa?q=${encodeURIComponent(evento.titulo)}`);
        await expect(
          resultados(page).locator(`a[href^="/eventos/${evento.idEvento}/"]`).first(),
        ).toBeVisible();
      }
    },
  );
});
