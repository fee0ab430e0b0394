import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { enderecoActual, renderizar } from '@site/shared/testes';

import { caminhoInterno, HtmlSeguro, sanitizarHtml } from './html-seguro';

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

  it('nas imagens e outros media só aceita URIs data: de imagens rasterizadas', () => {
    const limpo = sanitizarHtml(
      '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="a"><img src=" data:text/javascript,alert(1)" alt="b">' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="c"><video src="data:text/html,x"></video>' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="d">',
    );
    expect(limpo).not.toMatch(/data:(?!image\/png)/i);
    expect(limpo).toContain('src="data:image/png;base64,iVBORw0KGgo="');
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

describe('ligações dentro do HTML do CMS', () => {
  function ligacao(html: string) {
    const contentor = document.createElement('div');
    contentor.innerHTML = html;
    return contentor.querySelector('a')!;
  }
  const origem = 'http://localhost';

  it('navegam dentro do sítio quando apontam para uma página do sítio', () => {
    expect(caminhoInterno(ligacao('<a href="/associados/inscricao#dados">x</a>'), origem)).toBe(
      '/associados/inscricao#dados',
    );
  });

  it('deixam ao navegador as ligações externas, de descarga, noutra janela ou para a API', () => {
    expect(caminhoInterno(ligacao('<a href="https://iso.org/">x</a>'), origem)).toBeNull();
    expect(caminhoInterno(ligacao('<a href="/x.pdf" download>x</a>'), origem)).toBeNull();
    expect(caminhoInterno(ligacao('<a href="/faqs" target="_blank">x</a>'), origem)).toBeNull();
    expect(caminhoInterno(ligacao('<a href="/cms/api/v1/arquivos/3">x</a>'), origem)).toBeNull();
  });

  it('um clique numa ligação interna muda de página sem recarregar', async () => {
    renderizar(
      <Routes>
        <Route
          path="/"
          element={
            <HtmlSeguro html='<p>Veja a <a href="/associados">página dos associados</a>.</p>' />
          }
        />
        <Route path="/associados" element={<h1>Associados</h1>} />
      </Routes>,
      { rota: '/' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'página dos associados' }));
    expect(screen.getByRole('heading', { name: 'Associados' })).toBeInTheDocument();
    expect(enderecoActual()).toBe('/associados');
  });
});
