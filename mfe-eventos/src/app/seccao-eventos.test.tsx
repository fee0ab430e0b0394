import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { aguardarCarregamento, renderizar } from '@site/shared/testes';

import { eventoNoDia } from '../testes/fabrica-eventos';
import { servirEvento, servirEventos, servirTipos } from '../testes/servico-eventos';

import SeccaoEventos from './seccao-eventos';

const AGORA = new Date();
const FUTURO = eventoNoDia(AGORA, 4, { idEvento: 9, titulo: 'Workshop futuro' });
const PASSADO = eventoNoDia(AGORA, -9, { idEvento: 3, titulo: 'Workshop passado' });

async function abrir(rota: string) {
  servirEventos([FUTURO, PASSADO]);
  servirTipos();
  servirEvento(FUTURO);
  // The shell mounts the section at `eventos/*`; the same mount is reproduced here.
  renderizar(<SeccaoMontada />, { rota });
  await aguardarCarregamento();
}

function SeccaoMontada() {
  return (
    <Routes>
      <Route path="eventos/*" element={<SeccaoEventos />} />
    </Routes>
  );
}

describe('SeccaoEventos', () => {
  it.each([
    ['/eventos', 'Eventos', ['Workshop futuro', 'Workshop passado']],
    ['/eventos/agendados', 'Eventos agendados', ['Workshop futuro']],
    ['/eventos/realizados', 'Eventos realizados', ['Workshop passado']],
    ['/eventos/tipos/3/workshop', 'Workshop', ['Workshop futuro', 'Workshop passado']],
  ])('em %s mostra "%s" com os eventos certos', async (rota, titulo, eventos) => {
    await abrir(rota);
    expect(screen.getByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
    const cartoes = screen.getAllByRole('article');
    expect(cartoes.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(
      eventos,
    );
  });

  it('abre a página de um evento com o formulário de inscrição', async () => {
    await abrir('/eventos/9/workshop-futuro');
    expect(screen.getByRole('heading', { level: 1, name: 'Workshop futuro' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inscrição em Workshop futuro' })).toBeInTheDocument();
  });

  it('mostra "página não encontrada" num endereço desconhecido da secção', async () => {
    await abrir('/eventos/tipos');
    expect(screen.getByRole('heading', { level: 1, name: /não encontrad/ })).toBeInTheDocument();
  });
});
