// The routes measured: the fixed public pages plus one event page, taken from the site's own
// sitemap (the first event listed), so the bench follows whatever the CMS holds.

export const ROTAS_FIXAS = [
  { rotulo: 'home', caminho: '/' },
  { rotulo: 'eventos', caminho: '/eventos' },
  { rotulo: 'galeria', caminho: '/galeria' },
  { rotulo: 'biblioteca', caminho: '/biblioteca' },
  { rotulo: 'contactos', caminho: '/contactos' },
];

/** The first `/eventos/{id}/{slug}` address in a sitemap's XML. */
export function primeiroEvento(xml) {
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const caminho = new URL(loc).pathname;
    if (/^\/eventos\/\d+\//.test(caminho)) return caminho;
  }
  return undefined;
}

export async function rotasMedidas(urlSite) {
  const resposta = await fetch(`${urlSite}/sitemap.xml`);
  if (!resposta.ok) throw new Error(`/sitemap.xml answered HTTP ${resposta.status}`);
  const evento = primeiroEvento(await resposta.text());
  if (!evento) throw new Error('/sitemap.xml lists no event page');
  const [home, eventos, ...resto] = ROTAS_FIXAS;
  return [home, eventos, { rotulo: 'evento', caminho: evento }, ...resto];
}
