import { z } from 'zod';

import { ENVELOPE_OK } from '../envelope';

import { paraNumero, qualquer, semValor } from './leitura-base';

/*
 * The edge where CMS answers become our types. The CMS is not ours: the spec names a few fields
 * per entity, everything else is a guess. So a schema here requires only what the spec names
 * (plus what a screen cannot do without, such as an id and a title), gives every other field a
 * default, drops a malformed item from its list and keeps the rest, and reports each drop once.
 * The scalars are read in ./leitura-escalares.ts, the dates in ./leitura-datas.ts; this file holds
 * the lists, the nested objects and whole answers, with the report of what was dropped.
 */

export * from './leitura-datas';
export * from './leitura-escalares';

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
