import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { aguardarCarregamento, enderecoActual, renderizar } from '@site/shared/testes';

import { criarEvento, diasDesde } from '../../testes/fabrica-eventos';
import { servirEventos, servirTipos } from '../../testes/servico-eventos';

import { PaginaTipoEvento } from './pagina-tipo-evento';

const AGORA = new Date();

async function abrir(rota: string) {
  servirTipos();
  servirEventos([
    criarEvento({
      idEvento: 1,
      titulo: 'Formação antiga',
      idTipoEvento: 2,
      dataInicio: diasDesde(AGORA, -40),
    }),
    criarEvento({ idEvento: 2, titulo: 'Workshop', idTipoEvento: 3 }),
    criarEvento({
      idEvento: 3,
      titulo: 'Formação nova',
      idTipoEvento: 2,
      dataInicio: diasDesde(AGORA, 10),
    }),
    criarEvento({
      idEvento: 4,
      titulo: 'Formação inactiva',
      idTipoEvento: 2,
      estado: 'Inactivo',
    }),
  ]);
  renderizar(
    <Routes>
      <Route path="/eventos/tipos/:idTipoEvento/:slug?" element={<PaginaTipoEvento />} />
    </Routes>,
    { rota },
  );
  await aguardarCarregamento();
}

describe('PaginaTipoEvento', () => {
  it('mostra os eventos visíveis do tipo, com o nome do tipo como título', async () => {
    await abrir('/eventos/tipos/2/formacao');
    expect(screen.getByRole('heading', { level: 1, name: 'Formação' })).toBeInTheDocument();
    const titulos = screen
      .getAllByRole('article')
      .map((cartao) => within(cartao).getByRole('heading', { level: 2 }).textContent);
    expect(titulos).toEqual(['Formação nova', 'Formação antiga']);
    expect(screen.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('corrige o endereço quando o nome do tipo no endereço está errado ou falta', async () => {
    await abrir('/eventos/tipos/2/nome-antigo');
    await waitFor(() => expect(enderecoActual()).toBe('/eventos/tipos/2/formacao'));
  });

  it('diz que o tipo não existe quando o identificador é desconhecido', async () => {
    await abrir('/eventos/tipos/99/qualquer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tipo de evento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute(
      'href',
      '/eventos',
    );
    expect(enderecoActual()).toBe('/eventos/tipos/99/qualquer');
  });

  it('oferece a agenda do tipo para subscrever, e liga-a no cabeçalho', async () => {
    await abrir('/eventos/tipos/2/formacao');
    const bloco = screen.getByRole('region', { name: 'Subscrever a agenda' });
    expect(within(bloco).getByRole('link', { name: 'Subscrever no calendário' })).toHaveAttribute(
      'href',
      'webcal://aaq.example.ao/agenda/tipos/2.ics',
    );
    expect(
      within(bloco).getByRole('link', { name: /^Subscrever no Google Calendar/ }),
    ).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://aaq.example.ao/agenda/tipos/2.ics')}`,
    );
    expect(within(bloco).getByRole('textbox')).toHaveValue(
      'https://aaq.example.ao/agenda/tipos/2.ics',
    );
    const alternativa = document.head.querySelector('link[rel="alternate"][type="text/calendar"]');
    expect(alternativa).toHaveAttribute('href', '/agenda/tipos/2.ics');
    expect(alternativa).toHaveAttribute('title', 'Agenda: Formação');
  });

  it('diz em português quando um tipo não tem eventos', async () => {
    await abrir('/eventos/tipos/1/conferencia');
    expect(screen.getByText('Não há eventos do tipo Conferência de momento.')).toBeInTheDocument();
  });
});
