/*
 * Run by Node itself (its TypeScript type stripping), not by Playwright: starts the built local
 * site (api/dist/local-site.js) through its programmatic entry, with the reference seed whose
 * navbar menu is the pages MENU_CMS names (JSON, in order), so that the server renders that menu
 * as it would a real CMS's. PORT, HOST, DATA_DIR and the rest come from the environment.
 */
import type { Pagina } from '@site/shared/contract';

import type * as LocalSite from '../../../api/src/local-site/main';

type Conteudo = Parameters<NonNullable<LocalSite.OpcoesLocalSite['transformarConteudo']>>[0];

const menu = JSON.parse(process.env.MENU_CMS ?? '[]') as Pick<Pagina, 'idPagina' | 'textoPagina'>[];

/** The seed's pages out of the menu, and the menu's pages in its order: the seed's own or new ones. */
function comMenu(conteudo: Conteudo): Conteudo {
  const [modelo] = conteudo.paginas;
  const doMenu = menu.map(({ idPagina, textoPagina }, indice): Pagina => {
    const base = conteudo.paginasPorId.get(idPagina) ?? {
      ...modelo!,
      descricao: '',
      seccoesMenu: [],
      paginasFilhos: [],
    };
    return { ...base, idPagina, textoPagina, activo: true, menu: true, ordem: indice + 1 };
  });
  const ids = new Set(menu.map((pagina) => pagina.idPagina));
  const fora = conteudo.paginas
    .filter((pagina) => !ids.has(pagina.idPagina))
    .map((pagina) => ({ ...pagina, menu: false, ordem: 100 + pagina.ordem }));
  const paginasPorId = new Map(conteudo.paginasPorId);
  for (const pagina of doMenu) paginasPorId.set(pagina.idPagina, pagina);
  return { ...conteudo, paginas: [...doMenu, ...fora], paginasPorId };
}

const modulo = new URL('../../../api/dist/local-site.js', import.meta.url).href;
const { startLocalSite } = (await import(modulo)) as typeof LocalSite;
const site = await startLocalSite({ transformarConteudo: comMenu });
process.stdout.write(`${site.url}\n`);
// The browser may keep connections open, which close() waits for: a test's site stops within 2 s.
const parar = () => {
  setTimeout(() => process.exit(0), 2000).unref();
  void site.close().then(() => process.exit(0));
};
process.once('SIGTERM', parar);
process.once('SIGINT', parar);
