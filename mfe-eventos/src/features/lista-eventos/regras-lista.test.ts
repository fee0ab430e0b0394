import { criarEvento, diasDesde } from '../../testes/fabrica-eventos';

import { eventosDaVista, eventosDoTipo } from './regras-lista';

const AGORA = new Date('2026-03-12T10:00:00Z');

const eventos = [
  criarEvento({
    idEvento: 1,
    estado: 'Activo',
    dataInicio: diasDesde(AGORA, -30),
    dataFim: diasDesde(AGORA, -30),
  }),
  criarEvento({
    idEvento: 2,
    estado: 'ACTIVO',
    dataInicio: diasDesde(AGORA, 10),
    dataFim: diasDesde(AGORA, 10),
  }),
  criarEvento({
    idEvento: 3,
    estado: 'Inactivo',
    dataInicio: diasDesde(AGORA, 5),
    dataFim: diasDesde(AGORA, 5),
  }),
  criarEvento({
    idEvento: 4,
    estado: ' activo ',
    dataInicio: diasDesde(AGORA, -2),
    dataFim: diasDesde(AGORA, -2),
  }),
  criarEvento({
    idEvento: 5,
    estado: 'Cancelado',
    dataInicio: diasDesde(AGORA, -1),
    dataFim: diasDesde(AGORA, -1),
  }),
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
