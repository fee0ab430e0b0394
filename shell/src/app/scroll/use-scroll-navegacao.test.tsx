import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';

import { renderizar } from '@site/shared/testes';

import { useScrollNavegacao } from './use-scroll-navegacao';

function Pagina() {
  useScrollNavegacao();
  return (
    <>
      <Link to="/eventos">Eventos</Link>
      <Link to="/aaq#historia">História</Link>
      <section id="historia" />
    </>
  );
}

describe('useScrollNavegacao', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => scrollTo.mockRestore());

  it('o carregamento da página deixa-a onde o visitante a pôs; a navegação seguinte vai ao topo', () => {
    renderizar(<Pagina />, { rota: '/faqs' });
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Eventos' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('carregada com um fragmento, vai à secção', async () => {
    renderizar(<Pagina />, { rota: '/aaq#historia' });
    // 100 ms after the load (spec §2), to the anchor's top less the 80 px offset.
    await new Promise((resolver) => setTimeout(resolver, 150));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
