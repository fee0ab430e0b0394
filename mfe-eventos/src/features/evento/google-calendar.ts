import type { Evento } from '@site/shared/contract';

const UMA_HORA_MS = 3_600_000;

/** 20260312T083000Z: a moment in UTC as Google Calendar's `dates` writes it. */
function dataUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * "Adicionar ao Google Calendar": Google's event template with the title, the start and end in
 * UTC (an event without an end lasts an hour), the summary and the event's address as plain text,
 * and the place.
 */
export function urlGoogleCalendar(evento: Evento, urlEvento: string): string {
  const inicio = Date.parse(evento.dataInicio);
  const fim = evento.dataFim ? Date.parse(evento.dataFim) : inicio + UMA_HORA_MS;
  const detalhes = [evento.resumo, `Mais informações: ${urlEvento}`].filter(Boolean).join('\n\n');
  const parametros = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(evento.titulo)}`,
    // Digits, T, Z and the slash between start and end: written as Google documents them.
    `dates=${dataUtc(inicio)}/${dataUtc(fim)}`,
    `details=${encodeURIComponent(detalhes)}`,
    `location=${encodeURIComponent([evento.local, evento.morada].filter(Boolean).join(', '))}`,
  ].join('&');
  return `https://calendar.google.com/calendar/render?${parametros}`;
}
