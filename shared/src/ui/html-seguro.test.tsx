import { sanitizarHtml } from './html-seguro';

describe('sanitizarHtml', () => {
  it('remove scripts, handlers e URLs javascript:', () => {
    const limpo = sanitizarHtml(
      '<p onclick="alert(1)">Olá</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)">',
    );
    expect(limpo).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(limpo).toContain('<p>Olá</p>');
  });

  it('remove URLs data: e iframes', () => {
    const limpo = sanitizarHtml(
      '<a href="data:text/html,<script>alert(1)</script>">x</a><iframe src="/"></iframe>',
    );
    expect(limpo).not.toMatch(/data:|iframe/i);
  });

  it('acrescenta rel="noopener noreferrer" às ligações que abrem novo separador', () => {
    const limpo = sanitizarHtml('<a href="https://iso.org" target="_blank">ISO</a>');
    expect(limpo).toBe(
      '<a href="https://iso.org" target="_blank" rel="noopener noreferrer">ISO</a>',
    );
  });

  it('mantém a formatação habitual do CMS', () => {
    const html =
      '<h3>Título</h3><ul><li><strong>Um</strong></li></ul><a href="/contactos">Contactos</a>';
    expect(sanitizarHtml(html)).toBe(html);
  });
});
