import { descodificarEntidades, slugify, type Evento } from '@site/shared/contract';

const CRLF = '\r\n';
const MAXIMO_OCTETOS = 75;
const UMA_HORA_MS = 3_600_000;

/** RFC 5545 UTC date-time: 20260312T083000Z. */
function dataIcs(data: Date): string {
  return data
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escaparTextoIcs(texto: string): string {
  return texto
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function octetosUtf8(caracter: string): number {
  const ponto = caracter.codePointAt(0) ?? 0;
  if (ponto < 0x80) return 1;
  if (ponto < 0x800) return 2;
  return ponto < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after one space. */
export function dobrarLinhaIcs(linha: string): string {
  const partes: string[] = [];
  let actual = '';
  let octetos = 0;
  for (const caracter of linha) {
    const tamanho = octetosUtf8(caracter);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limite = partes.length === 0 ? MAXIMO_OCTETOS : MAXIMO_OCTETOS - 1;
    if (octetos + tamanho > limite) {
      partes.push(actual);
      actual = '';
      octetos = 0;
    }
    actual += caracter;
    octetos += tamanho;
  }
  partes.push(actual);
  return partes.join(`${CRLF} `);
}

/** Plain text from CMS HTML, keeping paragraphs and list items on their own lines. */
export function htmlParaTexto(html: string): string {
  const semEtiquetas = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|li|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return descodificarEntidades(semEtiquetas)
    .split('\n')
    .map((linha) => linha.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function fimDoEvento(evento: Evento): Date {
  const fim = Date.parse(evento.dataFim);
  return new Date(Number.isNaN(fim) ? Date.parse(evento.dataInicio) + UMA_HORA_MS : fim);
}

/**
 * An iCalendar file (RFC 5545) with the event, for "add to calendar": UTC times, escaped text,
 * lines folded at 75 octets and CRLF line endings.
 */
export function gerarIcs(evento: Evento, urlEvento: string, agora: Date = new Date()): string {
  const dominio = new URL(urlEvento).hostname || 'localhost';
  const descricao = [
    htmlParaTexto(evento.descricao) || evento.resumo,
    `Mais informações: ${urlEvento}`,
  ].join('\n\n');
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${dominio}//Agenda de eventos//PT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:evento-${evento.idEvento}@${dominio}`,
    `DTSTAMP:${dataIcs(agora)}`,
    `DTSTART:${dataIcs(new Date(evento.dataInicio))}`,
    `DTEND:${dataIcs(fimDoEvento(evento))}`,
    `SUMMARY:${escaparTextoIcs(evento.titulo)}`,
    `LOCATION:${escaparTextoIcs([evento.local, evento.morada].filter(Boolean).join(', '))}`,
    `DESCRIPTION:${escaparTextoIcs(descricao)}`,
    `URL:${urlEvento}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return linhas.map(dobrarLinhaIcs).join(CRLF) + CRLF;
}

/** The download's file name: the event's title as a slug. */
export function nomeFicheiroIcs(evento: Evento): string {
  return `${slugify(evento.titulo) || `evento-${evento.idEvento}`}.ics`;
}
