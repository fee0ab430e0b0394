import { z } from 'zod';

import { paraNumero } from './leitura-base';

/*
 * The scalar readers of the CMS edge (see ./leitura.ts): each takes what a CMS may send for one
 * kind of value and gives our type, with a default where the spec does not require the field.
 */

/** Longest URL the site will put in an href or src (browsers and proxies refuse longer ones). */
const URL_MAX = 2048;

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
