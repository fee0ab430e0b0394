import type { Page } from '@playwright/test';

import { menuEsperado, type CmsLido } from './oraculo';

/** The association's slug, from the site's configuration (its page is `/<slug>`). */
export async function slugAssociacao(page: Page): Promise<string> {
  const resposta = await page.request.get('/config/site.json');
  return ((await resposta.json()) as { associacao: { slug: string } }).associacao.slug;
}

/** The association's dropdown (page 4) and, of its links, the two the scroll tests follow. */
export function ligacoesDaAssociacao(cms: CmsLido) {
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

/** The section an anchor link leads to: the region named like the link, at its anchor. */
export function seccaoDe(page: Page, ligacao: { texto: string; href: string }) {
  const ancora = ligacao.href.split('#')[1] ?? '';
  return page.locator(`[id="${ancora}"]`).and(page.getByRole('region', { name: ligacao.texto }));
}
