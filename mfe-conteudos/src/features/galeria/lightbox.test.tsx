import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { fontesImagem, GRUPOS } from '@site/shared/contract';
import { aguardarCarregamento, enderecoActual, renderizar } from '@site/shared/testes';

import { imagem, registo } from '../../testes/dados';
import { servirImagens, servirRegistos } from '../../testes/servicos';

import { PaginaAlbum } from './pagina-album';

const fotos = [
  imagem(90101, 'Sessão de abertura'),
  imagem(90102, 'Painel de debate'),
  imagem(90103, 'Encerramento'),
];

/** Opens the album at `rota` once the CMS has answered with the albums and this one's photos. */
async function abrirAlbum(rota: string) {
  servirRegistos(GRUPOS.galeria, [
    registo({
      idRegisto: 901,
      idGrupo: 9,
      nome: 'Conferência Nacional',
      slug: 'conferencia-nacional',
      imagem: fotos[0],
    }),
  ]);
  servirImagens(901, fotos);
  const resultado = renderizar(
    <Routes>
      <Route path="/galeria/:slug/*" element={<PaginaAlbum />} />
    </Routes>,
    { rota },
  );
  await aguardarCarregamento();
  return resultado;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('Lightbox da galeria', () => {
  it('as miniaturas são a própria fotografia, pedida ao serviço de imagens até 640 px', async () => {
    await abrirAlbum('/galeria/conferencia-nacional');
    const miniatura = within(
      await screen.findByRole('link', { name: 'Painel de debate (fotografia)' }),
    ).getByRole('img');
    const { srcSet } = fontesImagem('/cms/api/v1/media/foto-90102-1200x800.svg', {
      largura: 1200,
      maxima: 640,
    });
    expect(miniatura).toHaveAttribute('srcset', srcSet);
    expect(srcSet).toMatch(/w=640 640w$/);
    expect(miniatura).toHaveAttribute('loading', 'lazy');
  });

  it('Enter numa miniatura abre a fotografia num diálogo modal com o seu endereço', async () => {
    await abrirAlbum('/galeria/conferencia-nacional');
    const utilizador = userEvent.setup();
    const miniatura = await screen.findByRole('link', { name: 'Painel de debate (fotografia)' });
    miniatura.focus();

    await utilizador.keyboard('{Enter}');

    const dialogo = screen.getByRole('dialog', { name: 'Painel de debate' });
    expect(dialogo).toHaveAttribute('aria-modal', 'true');
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Foto 2 de 3');
    // The photo itself, large, through the site's image endpoint.
    const foto = within(dialogo).getByRole('img', { name: 'Painel de debate (fotografia)' });
    expect(foto).toHaveAttribute(
      'src',
      fontesImagem('/cms/api/v1/media/foto-90102-1200x800.svg', { largura: 1200 }).src,
    );
    expect(foto).toHaveAttribute('loading', 'eager');
    expect(within(dialogo).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    expect(enderecoActual()).toBe('/galeria/conferencia-nacional/90102');
  });

  it('as setas mudam de fotografia, dando a volta, e actualizam o endereço', async () => {
    await abrirAlbum('/galeria/conferencia-nacional/90101');
    const utilizador = userEvent.setup();
    const dialogo = await screen.findByRole('dialog');

    await utilizador.keyboard('{ArrowRight}');
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Foto 2 de 3');
    expect(enderecoActual()).toBe('/galeria/conferencia-nacional/90102');

    await utilizador.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Foto 3 de 3');
    expect(screen.getByRole('dialog', { name: 'Encerramento' })).toBeInTheDocument();

    await utilizador.click(within(dialogo).getByRole('button', { name: /Seguinte/ }));
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Foto 1 de 3');
  });

  it('duas setas seguidas, antes de a primeira fotografia aparecer, andam duas fotografias', async () => {
    await abrirAlbum(`/galeria/conferencia-nacional/${fotos[2]?.idImagem}`);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Foto 3 de 3');

    // Both in the same task, as a fast typist or a loaded phone delivers them.
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });

    expect(within(dialogo).getByRole('status')).toHaveTextContent('Foto 1 de 3');
    expect(enderecoActual()).toBe(`/galeria/conferencia-nacional/${fotos[0]?.idImagem}`);
  });

  it('Escape fecha o diálogo e devolve o foco à miniatura que o abriu', async () => {
    await abrirAlbum('/galeria/conferencia-nacional');
    const utilizador = userEvent.setup();
    const miniatura = await screen.findByRole('link', { name: 'Sessão de abertura (fotografia)' });
    await utilizador.click(miniatura);
    await utilizador.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await utilizador.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(miniatura).toHaveFocus();
    expect(enderecoActual()).toBe('/galeria/conferencia-nacional');
  });

  it('o foco fica preso dentro do diálogo com Tab e Shift+Tab', async () => {
    await abrirAlbum('/galeria/conferencia-nacional/90101');
    const utilizador = userEvent.setup();
    const dialogo = await screen.findByRole('dialog');
    const fechar = within(dialogo).getByRole('button', { name: 'Fechar' });
    const anterior = within(dialogo).getByRole('button', { name: /Anterior/ });
    const seguinte = within(dialogo).getByRole('button', { name: /Seguinte/ });
    expect(fechar).toHaveFocus();

    await utilizador.tab();
    expect(anterior).toHaveFocus();
    await utilizador.tab();
    expect(seguinte).toHaveFocus();
    await utilizador.tab();
    expect(fechar).toHaveFocus();
    await utilizador.tab({ shift: true });
    expect(seguinte).toHaveFocus();
  });

  it('aberto por uma ligação directa, o botão Fechar mostra o álbum e foca a última fotografia vista', async () => {
    await abrirAlbum('/galeria/conferencia-nacional/90103');
    const utilizador = userEvent.setup();
    await utilizador.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Encerramento (fotografia)' })).toHaveFocus();
    expect(enderecoActual()).toBe('/galeria/conferencia-nacional');
  });
});
