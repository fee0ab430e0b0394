import { screen } from '@testing-library/react';

import type { Evento } from '@site/shared/contract';
import { aguardarCarregamento, renderizar } from '@site/shared/testes';

import { criarEvento, diasDesde } from '../../testes/fabrica-eventos';
import { servirEventos } from '../../testes/servico-eventos';

import ProximosEventos from './proximos-eventos';

const AGORA = new Date();

/** Shows the widget on the home page once the events service has answered with `eventos`. */
async function mostrar(eventos: Evento[], quantos?: number) {
  servirEventos(eventos);
  renderizar(<ProximosEventos quantos={quantos} />, { rota: '/' });
  await aguardarCarregamento();
}

const em = (dias: number) => ({
  dataInicio: diasDesde(AGORA, dias),
  dataFim: diasDesde(AGORA, dias),
});

const eventos = [
  criarEvento({ idEvento: 1, titulo: 'Daqui a 30 dias', ...em(30) }),
  criarEvento({ idEvento: 2, titulo: 'Já passou', ...em(-2) }),
  criarEvento({ idEvento: 3, titulo: 'Daqui a 3 dias', ...em(3) }),
  criarEvento({ idEvento: 4, titulo: 'Inactivo amanhã', estado: 'Inactivo', ...em(1) }),
  criarEvento({ idEvento: 5, titulo: 'Daqui a 10 dias', ...em(10) }),
  criarEvento({ idEvento: 6, titulo: 'Daqui a 60 dias', ...em(60) }),
];

const titulos = () =>
  screen.getAllByRole('heading', { level: 3 }).map((titulo) => titulo.textContent);

describe('ProximosEventos', () => {
  it('mostra os 3 próximos eventos activos, o mais próximo primeiro, com títulos h3', async () => {
    await mostrar(eventos);
    expect(titulos()).toEqual(['Daqui a 3 dias', 'Daqui a 10 dias', 'Daqui a 30 dias']);
    expect(screen.getByRole('link', { name: 'Daqui a 3 dias' })).toHaveAttribute(
      'href',
      '/eventos/3/daqui-a-3-dias',
    );
  });

  it('respeita a quantidade pedida', async () => {
    await mostrar(eventos, 1);
    expect(titulos()).toEqual(['Daqui a 3 dias']);
  });

  it('diz em português quando não há eventos agendados', async () => {
    await mostrar([eventos[1]!, eventos[3]!]);
    expect(screen.getByText(/Não há eventos agendados de momento\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
