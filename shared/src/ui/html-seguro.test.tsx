import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { fontesImagem, urlImagem } from '@site/shared/contract';
import { configuracaoTeste, enderecoActual, renderizar } from '@site/shared/testes';

import { caminhoInterno, HtmlSeguro, sanitizarHtml as sanitizarCom } from './html-seguro';

const MEDIA = 'https://media.aaq.example.ao';
const sanitizarHtml = (html: string) => sanitizarCom(html, [MEDIA]);

/** The pictures of sanitized HTML, as a page would show them. */
function imagens(html: string): HTMLImageElement[] {
  const contentor = document.createElement('div');
  contentor.innerHTML = sanitizarHtml(html);
  return Array.from(contentor.querySelectorAll('img'));
}

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

  it('mostra as imagens do CMS pelo serviço de imagens do sítio, em diferido e com alt', () => {
    const [relativa, media] = imagens(
      '<p><img src="/cms/api/v1/media/sede.jpg" width="700" height="400"></p>' +
        `<img src="${MEDIA}/uploads/2026/06/foto.jpg" width="3000" alt="Assembleia geral">`,
    );
    // The candidates stop at the picture's own width, given by its width attribute.
    const { src, srcSet } = fontesImagem('/cms/api/v1/media/sede.jpg', { largura: 700 });
    expect(relativa).toHaveAttribute('src', src);
    expect(relativa).toHaveAttribute('srcset', srcSet);
    expect(srcSet).toMatch(/w=800 700w$/);
    expect(relativa).toHaveAttribute('sizes', expect.stringMatching(/960px.*100vw$/));
    expect(relativa).toHaveAttribute('loading', 'lazy');
    expect(relativa).toHaveAttribute('decoding', 'async');
    expect(relativa).toHaveAttribute('alt', '');
    expect(relativa).toHaveAttribute('width', '700');
    expect(relativa).not.toHaveClass('imagem-sem-dimensoes');
    expect(media).toHaveClass('imagem-sem-dimensoes');

    expect(media).toHaveAttribute('alt', 'Assembleia geral');
    expect(media?.getAttribute('srcset')).toContain(
      `${urlImagem(`${MEDIA}/uploads/2026/06/foto.jpg`, 1920)} 1920w`,
    );
  });

  it('sem largura indicada, oferece todas as larguras e escolhe pela largura do texto onde está', () => {
    const mapa = '/cms/api/v1/media/mapa.png';
    const [noTexto] = imagens(`<img src="${mapa}" alt="Mapa">`);
    expect(noTexto).toHaveAttribute('srcset', fontesImagem(mapa, { largura: 0 }).srcSet);
    expect(noTexto).toHaveAttribute('sizes', expect.stringMatching(/960px.*100vw$/));
    expect(noTexto).toHaveAttribute('loading', 'lazy');
    // Its box is reserved, so the text below does not move when it arrives.
    expect(noTexto).toHaveClass('imagem-sem-dimensoes');
    const contentor = document.createElement('div');
    contentor.innerHTML = sanitizarCom(
      `<img src="${mapa}">`,
      [MEDIA],
      '(min-width: 992px) 216px, 100vw',
    );
    expect(contentor.querySelector('img')).toHaveAttribute(
      'sizes',
      '(min-width: 992px) 216px, 100vw',
    );
  });

  it('retira as imagens de outros servidores, sem src e as fontes de <picture>', () => {
    const limpo = sanitizarHtml(
      '<p>Antes<img src="https://outro.example.com/x.jpg" alt="x"></p><img alt="sem src">' +
        '<img src="/uploads/fora-da-api.jpg"><img src="javascript:alert(1)">' +
        `<picture><source srcset="https://outro.example.com/y.webp"><img src="${MEDIA}/y.jpg" width="800"></picture>`,
    );
    expect(limpo).not.toMatch(/outro\.example|sem src|fora-da-api|javascript/);
    expect(limpo).toContain('<p>Antes</p>');
    expect(limpo).not.toContain('<source');
    expect(limpo).toContain(`src="${urlImagem(`${MEDIA}/y.jpg`, 800).replace(/&/g, '&amp;')}"`);
  });

  it('mantém tal como estão as imagens coladas como data:', () => {
    const [imagem] = imagens('<img src="data:image/png;base64,iVBORw0KGgo=" width="20">');
    expect(imagem).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(imagem).not.toHaveAttribute('srcset');
    expect(imagem).toHaveAttribute('alt', '');
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

  it('HtmlSeguro aceita as imagens das origens da configuração do sítio', () => {
    const { container } = renderizar(
      <HtmlSeguro
        html={`<img src="${MEDIA}/a.jpg" width="400" alt="A"><img src="https://x.example.com/b.jpg" alt="B">`}
      />,
      { configuracao: { imagens: configuracaoTeste.imagens } },
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute(
      'src',
      urlImagem(`${MEDIA}/a.jpg`, 480),
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('o texto que o servidor higienizou fica como veio quando o navegador o hidrata', () => {
    const bruto = `<p>Texto <b>do CMS</b></p><img src="${MEDIA}/a.jpg" width="400" alt="A">`;
    const doServidor = `<div class="html-seguro">${sanitizarHtml(bruto)}<!-- marca do servidor --></div>`;
    const { container } = renderizar(<HtmlSeguro html={bruto} />, {
      configuracao: { imagens: configuracaoTeste.imagens },
      hidratarSobre: doServidor,
    });
    // React keeps what it hydrates: the server's HTML, to its last comment, with nothing redone.
    expect(container.querySelector('.html-seguro')?.innerHTML).toContain(
      '<!-- marca do servidor -->',
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
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
