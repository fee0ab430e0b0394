import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import {
  aguardarCarregamento,
  enderecoActual,
  paginaDetalhe,
  pedidoEndpoint,
  renderizar,
  responderCom,
} from '@site/shared/testes';

import { PaginaCms } from './pagina-cms';

/** The generic CMS page at `rota`, mounted as the content remote mounts it. */
function abrir(rota: string) {
  renderizar(
    <Routes>
      <Route path="/pagina/:id/:slug" element={<PaginaCms />} />
      <Route path="/pagina/:id/:idSeccao/:slug" element={<PaginaCms />} />
    </Routes>,
    { rota },
  );
}

describe('Página do CMS', () => {
  it('corrige o nome na ligação para o da página', async () => {
    responderCom(
      ...pedidoEndpoint('pagina', { idPagina: 14, comSeccoes: true }),
      paginaDetalhe(14, 'Cursos de qualidade'),
    );
    abrir('/pagina/14/nome-antigo');
    await aguardarCarregamento();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cursos de qualidade');
    // The correction is a navigation done after the page is shown, so it is awaited.
    await waitFor(() => expect(enderecoActual()).toBe('/pagina/14/cursos-de-qualidade'));
  });

  it('fica na página pedida quando a resposta do CMS traz outro número', async () => {
    responderCom(...pedidoEndpoint('pagina', { idPagina: 14, comSeccoes: true }), {
      ...paginaDetalhe(14, 'Cursos de qualidade'),
      idPagina: 987_654,
    });
    const outra = responderCom(
      ...pedidoEndpoint('pagina', { idPagina: 987_654, comSeccoes: true }),
      paginaDetalhe(987_654, 'Outra página'),
    );
    abrir('/pagina/14/cursos-de-qualidade');
    await aguardarCarregamento();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cursos de qualidade');
    expect(enderecoActual()).toBe('/pagina/14/cursos-de-qualidade');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent('/pagina/14/cursos-de-qualidade'),
    );
    expect(outra).toHaveLength(0);
  });
});
