import { z } from 'zod';

import { ENVELOPE_OK } from '../envelope';

/*
 * The edge where CMS answers become our types. The CMS is not ours: the spec names a few fields
 * per entity, everything else is a guess. So a schema here requires only what the spec names
 * (plus what a screen cannot do without, such as an id and a title), gives every other field a
 * default, drops a malformed item from its list and keeps the rest, and reports each drop once.
 */

/** Longest URL the site will put in an href or src (browsers and proxies refuse longer ones). */
const URL_MAX = 2048;

/** Most items the site keeps from one list: more is a broken answer, not content to render. */
export const LIMITE_ITENS = 1000;

/** Why items were dropped while one answer was read: reason -> how many items. */
type Relatorio = Map<string, number>;
let relatorioActual: Relatorio | null = null;

function registarDescarte(motivo: string, quantos = 1): void {
  if (!relatorioActual) return;
  relatorioActual.set(motivo, (relatorioActual.get(motivo) ?? 0) + quantos);
}

function descreverProblema(erro: z.ZodError): string {
  const problema = erro.issues[0];
  if (!problema) return 'inválido';
  const caminho = problema.path.map(String).join('.');
  return caminho ? `${caminho}: ${problema.message}` : problema.message;
}

// -- Scalars ---------------------------------------------------------------------------------

const semValor = (valor: unknown) => valor === null || valor === undefined;

/**
 * Any value, absent keys included: zod 4 reports an absent key as missing when the key's schema
 * is a bare `z.unknown()`, before any transform can give it a default; a preprocess in front
 * makes the schema run for absent keys too.
 */
const qualquer = () => z.preprocess((valor) => valor, z.unknown());

/** Numbers arrive as numbers or numeric strings ("12"); anything else is not a number. */
function paraNumero(valor: unknown): unknown {
  if (typeof valor === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(valor)) return Number(valor);
  return valor;
}

/** Text arrives as a string, or as a number (phone numbers often do). */
function paraTexto(valor: unknown): unknown {
  if (typeof valor === 'number' && Number.isFinite(valor)) return String(valor);
  return valor;
}

const VERDADEIROS = new Set(['true', '1', 's', 'sim', 'y', 'yes']);
const FALSOS = new Set(['false', '0', 'n', 'nao', 'não', 'no']);

function paraBooleano(valor: unknown): unknown {
  if (typeof valor === 'number') return valor === 1 ? true : valor === 0 ? false : valor;
  if (typeof valor === 'string') {
    const normal = valor.trim().toLowerCase();
    if (VERDADEIROS.has(normal)) return true;
    if (FALSOS.has(normal)) return false;
  }
  return valor;
}

/** A required identifier: a whole number, given as a number or a numeric string. */
export const id = () => z.preprocess(paraNumero, z.number().int().nonnegative());

/** An optional identifier: `null` when missing or not a whole number. */
export const idOpcional = () =>
  z.preprocess(paraNumero, z.number().int().nonnegative().nullable()).catch(null);

/** A number that defaults to `padrao` when missing or not a number. */
export const numero = (padrao = 0) => z.preprocess(paraNumero, z.number()).catch(padrao);

/** A number that may be absent: `null` when missing or not a number. */
export const numeroOpcional = () => z.preprocess(paraNumero, z.number().nullable()).catch(null);

/** A required text: a string (or number) that is not blank. */
export const textoObrigatorio = () =>
  z.preprocess(
    paraTexto,
    z.string().refine((valor) => valor.trim() !== '', 'vazio'),
  );

/** An optional text: `''` when missing or not text. HTML fields are sanitized where rendered. */
export const textoLivre = () => z.preprocess(paraTexto, z.string()).catch('');

/** A flag: `true`/`false`, also as "true", "S"/"N", 1/0; anything else counts as `false`. */
export const booleano = (padrao = false) => z.preprocess(paraBooleano, z.boolean()).catch(padrao);

/**
 * Whether a URL would run script or open a document of its own (javascript:, vbscript:, data:),
 * however disguised: browsers ignore case, spaces and control characters in the scheme.
 */
function urlPerigosa(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^(?:javascript|vbscript|data):/i.test(url.replace(/[\u0000-\u0020\u007F-\u009F]/g, ''));
}

/**
 * A URL the site may put in an href or src: `''` when missing, not text, too long, or with a
 * scheme that runs script (so no screen, shell or remote, can render a dangerous one).
 */
export const url = () =>
  z
    .preprocess(
      (valor) => (typeof valor === 'string' ? valor.trim() : valor),
      z
        .string()
        .max(URL_MAX)
        .refine((valor) => !urlPerigosa(valor)),
    )
    .catch('');

// -- Dates -----------------------------------------------------------------------------------

/** Offset of Angola (WAT, no daylight saving): dates without one are Luanda time. */
const OFFSET_LUANDA = '+01:00';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DIA_MES_ANO =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const DATA_DOTNET = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/;

const doisDigitos = (valor: string | number) => String(valor).padStart(2, '0');

function montarIso(partes: {
  ano: string;
  mes: string;
  dia: string;
  hora?: string;
  minuto?: string;
  segundo?: string;
  fraccao?: string;
  offset?: string;
}): string | null {
  const ano = Number(partes.ano);
  const mes = Number(partes.mes);
  const dia = Number(partes.dia);
  const hora = Number(partes.hora ?? 0);
  const minuto = Number(partes.minuto ?? 0);
  const segundo = Number(partes.segundo ?? 0);
  if (mes < 1 || mes > 12 || dia < 1 || hora > 23 || minuto > 59 || segundo > 59) return null;
  // Day 31 of a 30-day month would roll over into the next month: not the date that was meant.
  const diasNoMes = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  if (dia > diasNoMes) return null;
  let offset = partes.offset ?? OFFSET_LUANDA;
  if (offset.toUpperCase() === 'Z') offset = 'Z';
  else if (!offset.includes(':')) offset = `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const fraccao = partes.fraccao ? `.${partes.fraccao.slice(0, 3).padEnd(3, '0')}` : '';
  const texto = `${partes.ano}-${doisDigitos(mes)}-${doisDigitos(dia)}T${doisDigitos(hora)}:${doisDigitos(minuto)}:${doisDigitos(segundo)}${fraccao}${offset}`;
  return Number.isNaN(Date.parse(texto)) ? null : texto;
}

function deMilissegundos(ms: number): string | null {
  const data = new Date(ms);
  return Number.isNaN(data.getTime()) ? null : data.toISOString();
}

/**
 * A date as ISO 8601 with its offset, from the forms CMSs send: ISO with or without time or
 * offset ("2026-12-31", "2026-12-31 09:00:00", "2026-12-31T09:00:00Z"), day first
 * ("31/12/2026", "31-12-2026 09:00"), epoch milliseconds and .NET's "/Date(ms)/". A date
 * without an offset is Luanda time. Anything else is `null`: not a date.
 */
export function lerData(valor: unknown): string | null {
  if (typeof valor === 'number') {
    // Epoch seconds are below 1e11 until the year 5138; milliseconds are above since 1973.
    return Number.isFinite(valor) ? deMilissegundos(valor < 1e11 ? valor * 1000 : valor) : null;
  }
  if (typeof valor !== 'string') return null;
  const texto = valor.trim();
  const iso = ISO.exec(texto);
  if (iso) {
    const [, ano = '', mes = '', dia = '', hora, minuto, segundo, fraccao, offset] = iso;
    return montarIso({ ano, mes, dia, hora, minuto, segundo, fraccao, offset });
  }
  const diaPrimeiro = DIA_MES_ANO.exec(texto);
  if (diaPrimeiro) {
    const [, dia = '', mes = '', ano = '', hora, minuto, segundo] = diaPrimeiro;
    return montarIso({ ano, mes, dia, hora, minuto, segundo });
  }
  const dotnet = DATA_DOTNET.exec(texto);
  if (dotnet) return deMilissegundos(Number(dotnet[1]));
  if (/^\d{12,14}$/.test(texto)) return deMilissegundos(Number(texto));
  return null;
}

/** A required date (see {@link lerData}); an item whose date cannot be read is dropped. */
export const data = () =>
  qualquer().transform((valor, contexto) => {
    const lida = lerData(valor);
    if (lida === null) {
      contexto.addIssue({ code: 'custom', message: 'data em formato desconhecido' });
      return z.NEVER;
    }
    return lida;
  });

/** An optional date: `''` when missing or unreadable. */
export const dataOpcional = () => qualquer().transform((valor) => lerData(valor) ?? '');

// -- Structures ------------------------------------------------------------------------------

/** A nested object that may be missing: `null` when it is absent or malformed. */
export const objectoOpcional = <T extends z.ZodType>(esquema: T) =>
  qualquer().transform((valor): z.output<T> | null => {
    if (semValor(valor)) return null;
    const lido = esquema.safeParse(valor);
    if (lido.success) return lido.data;
    registarDescarte(descreverProblema(lido.error));
    return null;
  });

function lerItens<T extends z.ZodType>(
  itens: readonly unknown[],
  esquema: T,
  chave?: (item: z.output<T>) => unknown,
): z.output<T>[] {
  if (itens.length > LIMITE_ITENS) {
    registarDescarte(`lista com mais de ${LIMITE_ITENS} itens`, itens.length - LIMITE_ITENS);
  }
  const vistos = new Set<unknown>();
  const lidos: z.output<T>[] = [];
  for (const item of itens.slice(0, LIMITE_ITENS)) {
    const lido = esquema.safeParse(item);
    if (!lido.success) {
      registarDescarte(descreverProblema(lido.error));
      continue;
    }
    if (chave) {
      const valorChave = chave(lido.data);
      if (vistos.has(valorChave)) {
        registarDescarte('identificador repetido');
        continue;
      }
      vistos.add(valorChave);
    }
    lidos.push(lido.data);
  }
  return lidos;
}

/**
 * A list inside an item: missing, `null` or not a list reads as empty; a malformed item is
 * dropped and the rest kept; with `chave`, an item repeating an earlier one's key is dropped.
 */
export const lista = <T extends z.ZodType>(esquema: T, chave?: (item: z.output<T>) => unknown) =>
  qualquer().transform((valor): z.output<T>[] => {
    if (semValor(valor)) return [];
    if (!Array.isArray(valor)) {
      registarDescarte('esperava uma lista');
      return [];
    }
    return lerItens(valor, esquema, chave);
  });

/** A whole answer that is a list: anything but a list is a wrong-shaped answer. */
export const listaResposta = <T extends z.ZodType>(
  esquema: T,
  chave?: (item: z.output<T>) => unknown,
) => z.array(z.unknown()).transform((itens) => lerItens(itens, esquema, chave));

// -- Answers ---------------------------------------------------------------------------------

/** How reading an answer went. */
export type Leitura<T> =
  | { ok: true; dados: T; descartes: ReadonlyArray<[motivo: string, quantos: number]> }
  | { ok: false; falha: 'envelope'; statusCode: number; mensagem: string | undefined }
  | { ok: false; falha: 'formato'; motivo: string };

function ehEnvelope(corpo: object): corpo is Record<string, unknown> {
  return 'objecto' in corpo || 'statusCode' in corpo;
}

/** How strict {@link lerResposta} is about the envelope. */
export interface OpcoesLeitura {
  /** The envelope `statusCode`s that mean success (200 by default). */
  aceites?: readonly number[];
  /** Whether a success may carry no `objecto` (a stored submission needs no data back). */
  semObjecto?: boolean;
}

/**
 * Reads one answer of the CMS, events or applications API into our types. An envelope's
 * `statusCode` must be one of `aceites`; a body without an envelope is read as the data itself.
 * The data must match `esquema`: a string, `null` or an object where a list belongs is a
 * wrong-shaped answer (`falha: 'formato'`), never an exception.
 */
export function lerResposta<T extends z.ZodType>(
  esquema: T,
  corpo: unknown,
  opcoes: OpcoesLeitura = {},
): Leitura<z.output<T>> {
  const { aceites = [ENVELOPE_OK], semObjecto = false } = opcoes;
  if (!corpo || typeof corpo !== 'object') {
    if (semObjecto && corpo === '') return lerDados(esquema, undefined);
    return { ok: false, falha: 'formato', motivo: 'a resposta não é um objecto JSON' };
  }
  let dados: unknown = corpo;
  if (!Array.isArray(corpo) && ehEnvelope(corpo)) {
    const statusCode = paraNumero(corpo.statusCode);
    const mensagem = typeof corpo.mensagem === 'string' ? corpo.mensagem : undefined;
    if (statusCode !== undefined && !aceites.includes(statusCode as number)) {
      return {
        ok: false,
        falha: 'envelope',
        statusCode: typeof statusCode === 'number' ? statusCode : 0,
        mensagem,
      };
    }
    dados = corpo.objecto;
    if (semValor(dados) && !semObjecto) {
      return { ok: false, falha: 'formato', motivo: 'objecto vazio (null)' };
    }
  }
  return lerDados(esquema, dados);
}

function lerDados<T extends z.ZodType>(esquema: T, dados: unknown): Leitura<z.output<T>> {
  const anterior = relatorioActual;
  const relatorio: Relatorio = new Map();
  relatorioActual = relatorio;
  try {
    const lido = esquema.safeParse(dados);
    if (!lido.success)
      return { ok: false, falha: 'formato', motivo: descreverProblema(lido.error) };
    return { ok: true, dados: lido.data, descartes: [...relatorio] };
  } finally {
    relatorioActual = anterior;
  }
}
