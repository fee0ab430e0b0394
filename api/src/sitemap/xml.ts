/** Text made safe inside XML or HTML: the five markup characters as character references. */
export const escaparXml = (texto: string) =>
  texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A sitemaps.org `urlset` of absolute addresses, each listed once. */
export function xmlSitemap(origem: string, caminhos: readonly string[]): string {
  const urls = [...new Set(caminhos)]
    .map((caminho) => `  <url><loc>${escaparXml(new URL(caminho, origem).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** A robots.txt that lets every crawler in and points it at the sitemap of `origem`. */
export function textoRobots(origem: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origem}/sitemap.xml\n`;
}
