import ical, { ICalCalendarMethod } from 'ical-generator';

import { caminhoEvento, FUSO_HORARIO, slugify, type Evento } from '@site/shared/contract';

import { textoSimples } from '../texto-simples';

const UMA_HORA_MS = 3_600_000;
/** How often a subscribed calendar app is asked to read the feed again (REFRESH-INTERVAL). */
const REFRESCAR_SEGUNDOS = 3600;

export interface OpcoesCalendario {
  /** The calendar's name in the app (X-WR-CALNAME). */
  nome: string;
  descricao: string;
  /** The public origin: every URL in the calendar is absolute on it. */
  origem: string;
  /** The right-hand side of every UID (see {@link uidEvento}). */
  dominio: string;
  /** The calendar's own address (SOURCE), for the apps that subscribe to it. */
  fonte: string;
  /** DTSTAMP of every event: when the content was first read as it is now. */
  carimbo: Date;
}

/**
 * An event's UID: `evento-{idEvento}@{dominio}`, the same in every calendar and every build, so
 * that a calendar app updates the event it already has instead of adding it twice.
 */
export const uidEvento = (idEvento: number, dominio: string) => `evento-${idEvento}@${dominio}`;

/** The download's file name: the event's title as a slug. */
export function nomeFicheiroIcs(evento: Pick<Evento, 'idEvento' | 'titulo'>): string {
  return `${slugify(evento.titulo) || `evento-${evento.idEvento}`}.ics`;
}

/** The end, or one hour after the start when the CMS gives none (or one before the start). */
function fimDoEvento(evento: Evento): Date {
  const inicio = Date.parse(evento.dataInicio);
  const fim = Date.parse(evento.dataFim);
  return new Date(Number.isNaN(fim) || fim <= inicio ? inicio + UMA_HORA_MS : fim);
}

/**
 * An iCalendar file (RFC 5545, written by ical-generator: escaping, folding at 75 octets, CRLF)
 * with one VEVENT per event. Times are UTC: the contract has already read a CMS time without an
 * offset as Luanda time. An event with only the required fields still makes a valid VEVENT.
 */
export function calendarioIcs(eventos: readonly Evento[], opcoes: OpcoesCalendario): string {
  const calendario = ical({
    prodId: { company: opcoes.dominio, product: 'Agenda de eventos', language: 'PT' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
    name: opcoes.nome,
    description: opcoes.descricao,
    url: new URL('/eventos', opcoes.origem).href,
    source: opcoes.fonte,
    ttl: REFRESCAR_SEGUNDOS,
    // A hint for the apps that show times in the calendar's zone; the times themselves are UTC.
    x: { 'X-WR-TIMEZONE': FUSO_HORARIO },
  });
  for (const evento of eventos) {
    const url = new URL(caminhoEvento(evento), opcoes.origem).href;
    const local = [evento.local, evento.morada].filter(Boolean).join(', ');
    const descricao = textoSimples(evento.descricao) || evento.resumo;
    calendario.createEvent({
      id: uidEvento(evento.idEvento, opcoes.dominio),
      stamp: opcoes.carimbo,
      start: new Date(evento.dataInicio),
      end: fimDoEvento(evento),
      summary: evento.titulo,
      description: [descricao, `Mais informações: ${url}`].filter(Boolean).join('\n\n'),
      location: local || null,
      url,
    });
  }
  // RFC 5545 ends every line, the last one included, with CRLF; the library omits the last.
  return `${calendario.toString()}\r\n`;
}
