import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { eventosQuery, tiposEventosQuery } from '@site/shared/api';

import { criarEvento, diasDesde, TIPOS } from '../../testes/fabrica-eventos';
import { renderizar } from '../../testes/renderizar';

import { PaginaTipoEvento } from './pagina-tipo-evento';

const AGORA = new Date();

function abrir(rota: string) {
  return renderizar(
    <Routes>
      <Route path="/eventos/tipos/:idTipoEvento/:slug?" element={<PaginaTipoEvento />} />
    </Routes>,
    {
      rota,
      semear: (queryClient) => {
        queryClient.setQueryData(tiposEventosQuery().queryKey, TIPOS);
        queryClient.setQueryData(eventosQuery().queryKey, [
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
      },
    },
  );
}

describe('PaginaTipoEvento', () => {
  it('mostra os eventos visíveis do tipo, com o nome do tipo como título', () => {
    abrir('/eventos/tipos/2/formacao');
    expect(screen.getByRole('heading', { level: 1, name: 'Formação' })).toBeInTheDocument();
    const titulos = screen
      .getAllByRole('heading', { level: 2 })
      .map((titulo) => titulo.textContent);
    expect(titulos).toEqual(['Formação nova', 'Formação antiga']);
    expect(screen.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('corrige o endereço quando o nome do tipo no endereço está errado ou falta', async () => {
    abrir('/eventos/tipos/2/nome-antigo');
    expect(await screen.findByTestId('localizacao')).toHaveTextContent('/eventos/tipos/2/formacao');
  });

  it('diz que o tipo não existe quando o identificador é desconhecido', () => {
    abrir('/eventos/tipos/99/qualquer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tipo de evento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute(
      'href',
      '/eventos',
    );
    expect(screen.getByTestId('localizacao')).toHaveTextContent('/eventos/tipos/99/qualquer');
  });

  it('diz em português quando um tipo não tem eventos', () => {
    abrir('/eventos/tipos/1/conferencia');
    expect(screen.getByText('Não há eventos do tipo Conferência de momento.')).toBeInTheDocument();
  });
});
