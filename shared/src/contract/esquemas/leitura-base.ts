import { z } from 'zod';

/* The helpers the CMS edge's readers share (see ./leitura.ts); not part of the entry's surface. */

/** Whether a value is missing: `null` or `undefined`. */
export const semValor = (valor: unknown) => valor === null || valor === undefined;

/**
 * Any value, absent keys included: zod 4 reports an absent key as missing when the key's schema
 * is a bare `z.unknown()`, before any transform can give it a default; a preprocess in front
 * makes the schema run for absent keys too.
 */
export const qualquer = () => z.preprocess((valor) => valor, z.unknown());

/** Numbers arrive as numbers or numeric strings ("12"); anything else is not a number. */
export function paraNumero(valor: unknown): unknown {
  if (typeof valor === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(valor)) return Number(valor);
  return valor;
}
