import { textoRobots, xmlSitemap } from './xml';

describe('xmlSitemap e textoRobots', () => {
  it('lista cada endereço uma vez, absoluto, num urlset de sitemaps.org', () => {
    const xml = xmlSitemap('https://www.aaq.ao', ['/', '/eventos', '/eventos']);

    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<url><loc>https://www.aaq.ao/eventos</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapa os caracteres especiais de XML nos endereços', () => {
    expect(xmlSitemap('https://a.ao', ["/pagina/1/a&b'c"])).toContain(
      '<loc>https://a.ao/pagina/1/a&#38;b&#39;c</loc>',
    );
  });

  it('o robots.txt deixa entrar todos os robots e aponta para o sitemap da origem', () => {
    expect(textoRobots('https://www.aaq.ao')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.aaq.ao/sitemap.xml\n',
    );
  });
});
