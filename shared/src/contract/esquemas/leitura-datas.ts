import { z } from 'zod';

import { qualquer } from './leitura-base';

/*
 * The dates of the CMS edge (see ./leitura.ts): every form a CMS writes a date in, read into
 * ISO 8601 with its offset.
 */

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
