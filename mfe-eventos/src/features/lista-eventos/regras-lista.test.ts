import { criarEvento, diasDesde, eventoNoDia } from '../../testes/fabrica-eventos';

import { eventosDaVista, eventosDoTipo } from './regras-lista';

const AGORA = new Date('2026-03-12T10:00:00Z');

const eventos = [
  eventoNoDia(AGORA, -30, { idEvento: 1, estado: 'Activo' }),
  eventoNoDia(AGORA, 10, { idEvento: 2, estado: 'ACTIVO' }),
  eventoNoDia(AGORA, 5, { idEvento: 3, estado: 'Inactivo' }),
  eventoNoDia(AGORA, -2, { idEvento: 4, estado: ' activo ' }),
  eventoNoDia(AGORA, -1, { idEvento: 5, estado: 'Cancelado' }),
  // Started yesterday, ends tomorrow: still on the agenda.
  criarEvento({
    idEvento: 6,
    estado: 'Activo',
    idTipoEvento: 1,
    dataInicio: diasDesde(AGORA, -1),
    dataFim: diasDesde(AGORA, 1),
  }),
  criarEvento({
    idEvento: 7,
    estado: 'Activo',
    idTipoEvento: 1,
    dataInicio: diasDesde(AGORA, 40),
    dataFim: '',
  }),
];

const ids = (lista: { idEvento: number }[]) => lista.map((evento) => evento.idEvento);

describe('eventosDaVista', () => {
  it('mostra em "todos" apenas eventos activos (em qualquer caixa), mais recentes primeiro', () => {
    expect(ids(eventosDaVista(eventos, 'todos', AGORA))).toEqual([7, 2, 6, 4, 1]);
  });

  it('separa os agendados (ainda não terminaram) dos realizados com um "agora" fixo', () => {
    expect(ids(eventosDaVista(eventos, 'agendados', AGORA))).toEqual([7, 2, 6]);
    expect(ids(eventosDaVista(eventos, 'realizados', AGORA))).toEqual([4, 1]);
  });

  it('passa um evento para os realizados quando o "agora" ultrapassa o seu fim', () => {
    const depois = new Date(Date.parse(diasDesde(AGORA, 1)) + 1);
    expect(ids(eventosDaVista(eventos, 'realizados', depois))).toEqual([6, 4, 1]);
  });

  it('não altera a lista recebida', () => {
    const copia = [...eventos];
    eventosDaVista(eventos, 'todos', AGORA);
    expect(eventos).toEqual(copia);
  });
});

describe('eventosDoTipo', () => {
  it('devolve os eventos visíveis de um tipo, mais recentes primeiro', () => {
    expect(ids(eventosDoTipo(eventos, 1))).toEqual([7, 6]);
    expect(ids(eventosDoTipo(eventos, 3))).toEqual([2, 4, 1]);
    expect(eventosDoTipo(eventos, 99)).toEqual([]);
  });
});
