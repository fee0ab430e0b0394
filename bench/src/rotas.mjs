// The routes measured: the fixed public pages, one event page and the association's page. The
// event page is the first one the site's own sitemap lists and the association's address is its
// slug from the runtime configuration, so the bench follows whatever the site holds.

/** The measured routes in table order, given the event page and the association's slug. */
export function rotasDoSite({ evento, slugAssociacao }) {
  return [
    { rotulo: 'home', caminho: '/' },
    { rotulo: 'eventos', caminho: '/eventos' },
    { rotulo: 'evento', caminho: evento },
    { rotulo: 'galeria', caminho: '/galeria' },
    { rotulo: 'biblioteca', caminho: '/biblioteca' },
    { rotulo: 'faqs', caminho: '/faqs' },
    { rotulo: 'contactos', caminho: '/contactos' },
    { rotulo: 'associacao', caminho: `/${slugAssociacao}` },
  ];
}

/** The routes' labels (`--only=home,faqs`, the budget's keys). */
export const ROTULOS = rotasDoSite({ evento: '', slugAssociacao: '' }).map((r) => r.rotulo);

/** The first `/eventos/{id}/{slug}` address in a sitemap's XML. */
export function primeiroEvento(xml) {
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const caminho = new URL(loc).pathname;
    if (/^\/eventos\/\d+\//.test(caminho)) return caminho;
  }
  return undefined;
}

async function pedir(url) {
  const resposta = await fetch(url);
  if (!resposta.ok) throw new Error(`${url} answered HTTP ${resposta.status}`);
  return resposta;
}

/** The measured routes of the site at `urlSite`. */
export async function rotasMedidas(urlSite) {
  const evento = primeiroEvento(await (await pedir(`${urlSite}/sitemap.xml`)).text());
  if (!evento) throw new Error('/sitemap.xml lists no event page');
  const configuracao = await (await pedir(`${urlSite}/config/site.json`)).json();
  const slugAssociacao = configuracao?.associacao?.slug;
  if (typeof slugAssociacao !== 'string' || !slugAssociacao) {
    throw new Error('/config/site.json has no associacao.slug');
  }
  return rotasDoSite({ evento, slugAssociacao });
}
