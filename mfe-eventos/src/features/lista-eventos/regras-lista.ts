import { eventosVisiveis, separarEventos, type Evento } from '@site/shared/contract';

export type Vista = 'todos' | 'agendados' | 'realizados';

/** The three lists of the events section: their address, tab label, title and empty text. */
export const VISTAS: Readonly<
  Record<
    Vista,
    { para: string; rotulo: string; titulo: string; descricao: string; textoVazio: string }
  >
> = {
  todos: {
    para: '/eventos',
    rotulo: 'Todos',
    titulo: 'Eventos',
    descricao:
      'Conferências, formações, workshops e seminários organizados pela associação: agenda e eventos realizados.',
    textoVazio: 'Não há eventos publicados de momento.',
  },
  agendados: {
    para: '/eventos/agendados',
    rotulo: 'Agendados',
    titulo: 'Eventos agendados',
    descricao: 'Os próximos eventos da associação, com datas, locais e inscrições.',
    textoVazio: 'Não há eventos agendados de momento.',
  },
  realizados: {
    para: '/eventos/realizados',
    rotulo: 'Realizados',
    titulo: 'Eventos realizados',
    descricao: 'Os eventos que a associação já realizou.',
    textoVazio: 'Ainda não há eventos realizados para mostrar.',
  },
};

/** The events of one list: only active ones, newest first; upcoming and past split at `agora`. */
export function eventosDaVista(eventos: readonly Evento[], vista: Vista, agora: Date): Evento[] {
  if (vista === 'todos') return eventosVisiveis(eventos);
  return separarEventos(eventos, agora)[vista];
}

/** The visible events of one type, newest first. */
export function eventosDoTipo(eventos: readonly Evento[], idTipoEvento: number): Evento[] {
  return eventosVisiveis(eventos).filter((evento) => evento.idTipoEvento === idTipoEvento);
}

/** How many cards a list shows at first, and how many more each "show more" reveals. */
export const TAMANHO_PAGINA = 9;
