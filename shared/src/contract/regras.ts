import { FUSO_HORARIO, LOCALE } from './constantes';
import type { Evento } from './eventos';
import type { Pagina } from './paginas';

/**
 * A record read by its id is the record asked for: its id is the one asked, whatever the answer
 * says. An answer naming another record must not move the visitor, a link or a sign-up there (the
 * shape fuzz through the server found page 14 answered as 987654 sending visitors to a missing page).
 */
export function registoPedido<T, C extends keyof T>(registo: T, campo: C, id: T[C]): T {
  return { ...registo, [campo]: id };
}

/** An event is public when its `estado` is 'activo' in any case: any other is treated as unknown. */
export function eventoPublico(evento: Pick<Evento, 'estado'>): boolean {
  return evento.estado.trim().toLowerCase() === 'activo';
}

/** Events shown on the site: the public ones, newest `dataInicio` first. */
export function eventosVisiveis(eventos: readonly Evento[]): Evento[] {
  return eventos
    .filter(eventoPublico)
    .sort((a, b) => Date.parse(b.dataInicio) - Date.parse(a.dataInicio));
}

/** An event is upcoming (agendado) until it ends. */
export function eventoAgendado(evento: Evento, agora: Date): boolean {
  return Date.parse(evento.dataFim || evento.dataInicio) >= agora.getTime();
}

/** Splits visible events into upcoming (agendados) and past (realizados). */
export function separarEventos(
  eventos: readonly Evento[],
  agora: Date,
): { agendados: Evento[]; realizados: Evento[] } {
  const visiveis = eventosVisiveis(eventos);
  return {
    agendados: visiveis.filter((evento) => eventoAgendado(evento, agora)),
    realizados: visiveis.filter((evento) => !eventoAgendado(evento, agora)),
  };
}

/** The next upcoming events, soonest first. */
export function proximosEventos(
  eventos: readonly Evento[],
  agora: Date,
  quantos: number,
): Evento[] {
  return separarEventos(eventos, agora)
    .agendados.sort((a, b) => Date.parse(a.dataInicio) - Date.parse(b.dataInicio))
    .slice(0, quantos);
}

/** Menu entries: pages (and child pages) flagged both `menu` and `activo`, in CMS order. */
export function paginasDoMenu(paginas: readonly Pagina[]): Pagina[] {
  return paginas
    .filter((pagina) => pagina.menu && pagina.activo)
    .sort((a, b) => a.ordem - b.ordem)
    .map((pagina) => ({ ...pagina, paginasFilhos: paginasDoMenu(pagina.paginasFilhos) }));
}

/** Sections shown on the site: only those flagged `activo`, in CMS order. */
export function seccoesActivas<T extends { activo: boolean; ordem: number }>(
  seccoes: readonly T[],
): T[] {
  return seccoes.filter((seccao) => seccao.activo).sort((a, b) => a.ordem - b.ordem);
}

/** A URL slug from Portuguese text: accents folded, lower case, words joined by hyphens. */
export function slugify(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text folded for accent- and case-insensitive search ("Normalização" ~ "normalizacao"). */
export function dobrarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A `tel:` address: the number without spaces or punctuation, keeping a leading "+". */
export function hrefTelefone(numero: string): string {
  return `tel:${numero.replace(/[^\d+]/g, '')}`;
}

/**
 * Formatters made on first use: the first `Intl.DateTimeFormat` with a time zone loads locale and
 * zone data, main-thread work that pages without dates should not pay while they load.
 */
function formatador(opcoes: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formato: Intl.DateTimeFormat | undefined;
  return () => (formato ??= new Intl.DateTimeFormat(LOCALE, { ...opcoes, timeZone: FUSO_HORARIO }));
}
const formatoData = formatador({ day: 'numeric', month: 'long', year: 'numeric' });
const formatoDataCurta = formatador({ day: '2-digit', month: 'short' });
const formatoHora = formatador({ hour: '2-digit', minute: '2-digit' });

/** "12 de março de 2026" in Luanda time. */
export function formatarData(iso: string): string {
  return formatoData().format(new Date(iso));
}

/** "12/mar." style short date for cards. */
export function formatarDataCurta(iso: string): string {
  return formatoDataCurta().format(new Date(iso));
}

/** "09:30" in Luanda time. */
export function formatarHora(iso: string): string {
  return formatoHora().format(new Date(iso));
}

/** "12 de março de 2026, 09:30". */
export function formatarDataHora(iso: string): string {
  return `${formatarData(iso)}, ${formatarHora(iso)}`;
}

/** The span of an event: one day with start and end times, or a range of days. */
export function formatarIntervalo(inicio: string, fim: string): string {
  if (!fim || formatarData(inicio) === formatarData(fim)) {
    return fim
      ? `${formatarData(inicio)}, ${formatarHora(inicio)}–${formatarHora(fim)}`
      : formatarDataHora(inicio);
  }
  return `${formatarDataHora(inicio)} a ${formatarDataHora(fim)}`;
}

/** A file size in Portuguese units: "820 KB", "1,4 MB". */
export function formatarTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const unidades = ['KB', 'MB', 'GB'];
  let valor = bytes / 1024;
  let indice = 0;
  while (valor >= 1024 && indice < unidades.length - 1) {
    valor /= 1024;
    indice += 1;
  }
  const casas = valor < 10 ? 1 : 0;
  return `${valor.toLocaleString(LOCALE, { maximumFractionDigits: casas })} ${unidades[indice]}`;
}
