import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Evento } from '@site/shared/contract';
import { aguardarCarregamento, renderizar } from '@site/shared/testes';

import { criarEvento, diasDesde, eventoNoDia } from '../../testes/fabrica-eventos';
import { servirEventos } from '../../testes/servico-eventos';

import { PaginaListaEventos } from './pagina-lista-eventos';
import { VISTAS, type Vista } from './regras-lista';

const AGORA = new Date();

/** Opens the list `vista` once the events service has answered with `eventos`. */
async function mostrar(vista: Vista, eventos: Evento[]) {
  servirEventos(eventos);
  const resultado = renderizar(<PaginaListaEventos vista={vista} />, { rota: VISTAS[vista].para });
  await aguardarCarregamento();
  return resultado;
}

const titulosDosCartoes = () =>
  screen
    .getAllByRole('article')
    .map((cartao) => within(cartao).getByRole('heading', { level: 2 }).textContent);

const mistura = [
  eventoNoDia(AGORA, -90, { idEvento: 1, titulo: 'Antigo' }),
  criarEvento({
    idEvento: 2,
    titulo: 'Escondido',
    estado: 'Inactivo',
    dataInicio: diasDesde(AGORA, 3),
  }),
  eventoNoDia(AGORA, 20, { idEvento: 3, titulo: 'Futuro', estado: 'ACTIVO' }),
  eventoNoDia(AGORA, -5, { idEvento: 4, titulo: 'Recente', estado: 'activo' }),
  criarEvento({
    idEvento: 5,
    titulo: 'Cancelado',
    estado: 'Cancelado',
    dataInicio: diasDesde(AGORA, 30),
  }),
];

describe('PaginaListaEventos', () => {
  it('oferece a subscrição da agenda: no calendário, no Google Calendar e o endereço para copiar', async () => {
    await mostrar('todos', mistura);
    const bloco = screen.getByRole('region', { name: 'Subscrever a agenda' });
    expect(within(bloco).getByRole('link', { name: 'Subscrever no calendário' })).toHaveAttribute(
      'href',
      'webcal://aaq.example.ao/agenda.ics',
    );
    expect(
      within(bloco).getByRole('link', {
        name: 'Subscrever no Google Calendar (abre numa nova janela)',
      }),
    ).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Faaq.example.ao%2Fagenda.ics',
    );
    expect(within(bloco).getByRole('textbox', { name: /Endereço da agenda/ })).toHaveValue(
      'https://aaq.example.ao/agenda.ics',
    );
    const alternativa = document.head.querySelector('link[rel="alternate"][type="text/calendar"]');
    expect(alternativa).toHaveAttribute('href', '/agenda.ics');
    expect(alternativa).toHaveAttribute('title', 'Agenda de eventos');
  });

  it('nos eventos realizados não oferece a subscrição, mas liga a agenda no cabeçalho', async () => {
    await mostrar('realizados', mistura);
    expect(screen.queryByRole('region', { name: 'Subscrever a agenda' })).not.toBeInTheDocument();
    expect(
      document.head.querySelector('link[rel="alternate"][type="text/calendar"]'),
    ).toHaveAttribute('href', '/agenda.ics');
  });

  it('mostra apenas eventos activos, mais recentes primeiro', async () => {
    await mostrar('todos', mistura);
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    expect(titulosDosCartoes()).toEqual(['Futuro', 'Recente', 'Antigo']);
    expect(screen.getByRole('link', { name: 'Futuro' })).toHaveAttribute(
      'href',
      '/eventos/3/futuro',
    );
  });

  it('mostra nos agendados só o que ainda vai acontecer e nos realizados só o que passou', async () => {
    const { unmount } = await mostrar('agendados', mistura);
    expect(titulosDosCartoes()).toEqual(['Futuro']);
    unmount();
    await mostrar('realizados', mistura);
    expect(titulosDosCartoes()).toEqual(['Recente', 'Antigo']);
  });

  it('mostra em cada cartão a imagem com dimensões, o tipo, a data, a hora e o local', async () => {
    await mostrar('todos', [
      criarEvento({
        idEvento: 9,
        titulo: 'Workshop de Gestão Ambiental',
        dataInicio: '2026-03-12T09:30:00+01:00',
        local: 'Sede da associação, Luanda',
      }),
    ]);
    const cartao = screen.getByRole('article');
    const imagem = cartao.querySelector('img')!;
    expect(imagem).toHaveAttribute('width', '1200');
    expect(imagem).toHaveAttribute('height', '630');
    expect(within(cartao).getByText('Workshop')).toBeInTheDocument();
    expect(within(cartao).getByText('12 de março de 2026')).toHaveAttribute(
      'datetime',
      '2026-03-12T09:30:00+01:00',
    );
    expect(cartao).toHaveTextContent('09:30');
    expect(cartao).toHaveTextContent('Sede da associação, Luanda');
  });

  it('só o primeiro cartaz carrega logo; os outros quando se aproximam do ecrã', async () => {
    await mostrar('todos', [mistura[0]!, mistura[3]!]);
    const [primeiro, segundo] = screen
      .getAllByRole('article')
      .map((cartao) => cartao.querySelector('img')!);
    expect(primeiro).toHaveAttribute('loading', 'eager');
    expect(primeiro).toHaveAttribute('fetchpriority', 'high');
    expect(segundo).toHaveAttribute('loading', 'lazy');
    expect(segundo).not.toHaveAttribute('fetchpriority');
    // At most a third of a 1320 px container, a full phone screen below 576 px.
    expect(segundo).toHaveAttribute(
      'sizes',
      expect.stringMatching(/1400px\) 414px.*100vw - 26px\)$/),
    );
  });

  it('assinala a lista activa com aria-current e liga às outras', async () => {
    await mostrar('agendados', mistura);
    const separador = screen.getByRole('navigation', { name: 'Listas de eventos' });
    expect(within(separador).getByRole('link', { name: 'Agendados' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(separador).getByRole('link', { name: 'Todos' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(separador).getByRole('link', { name: 'Realizados' })).toHaveAttribute(
      'href',
      '/eventos/realizados',
    );
  });

  it('diz em português quando não há eventos agendados', async () => {
    await mostrar('agendados', [mistura[0]!]);
    expect(screen.getByText('Não há eventos agendados de momento.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('mostra 9 eventos e revela mais 9 a cada pedido, levando o foco ao primeiro novo', async () => {
    const utilizador = userEvent.setup();
    const muitos = Array.from({ length: 20 }, (_, indice) =>
      criarEvento({
        idEvento: indice + 1,
        titulo: `Evento ${String(indice + 1).padStart(2, '0')}`,
        dataInicio: diasDesde(AGORA, -indice - 1),
        dataFim: diasDesde(AGORA, -indice - 1),
      }),
    );
    await mostrar('todos', muitos);
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('A mostrar 9 de 20 eventos.');

    await utilizador.click(screen.getByRole('button', { name: 'Mostrar mais eventos' }));
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(screen.getByRole('link', { name: 'Evento 10' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('A mostrar 18 de 20 eventos.');

    await utilizador.click(screen.getByRole('button', { name: 'Mostrar mais eventos' }));
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Evento 19' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mostrar mais eventos' })).not.toBeInTheDocument();
  });
});
