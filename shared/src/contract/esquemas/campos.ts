import { z } from 'zod';

import { MENSAGENS } from '../mensagens';
import { preguicoso } from '../preguicoso';

/**
 * What never belongs in a submission: control characters (C0 other than tab and line breaks, DEL,
 * C1), bidirectional overrides and isolates (they disguise text, "Trojan Source"), and unpaired
 * surrogates (not text at all: the database would store a replacement character instead).
 */
const CONTROLO =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A trimmed, NFC-normalised line of text with Portuguese messages. */
export function texto(opcoes: { campo: string; min?: number; max: number; multilinha?: boolean }) {
  const { campo, min = 1, max, multilinha = false } = opcoes;
  return z
    .string({ error: `Indique ${campo}.` })
    .max(max * 4, { error: `O texto é demasiado longo (máximo ${max} caracteres).` })
    .transform((valor) => valor.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(min, {
          error: min <= 1 ? `Indique ${campo}.` : `Indique ${campo} (mínimo ${min} caracteres).`,
        })
        .max(max, { error: `O texto é demasiado longo (máximo ${max} caracteres).` })
        .refine((valor) => !CONTROLO.test(valor), {
          error: 'O texto contém caracteres inválidos.',
        })
        .refine((valor) => multilinha || !/[\r\n]/.test(valor), {
          error: 'O texto deve ocupar uma só linha.',
        }),
    );
}

/** Same as {@link texto}, but an empty value is accepted and kept as an empty string. */
export function textoOpcional(opcoes: { campo: string; max: number; multilinha?: boolean }) {
  return z
    .union([z.literal(''), texto({ ...opcoes, min: 1 })], {
      // Without this the union answers zod's English "Invalid input": say what the text got wrong.
      error: (issue) => {
        const ramos = issue.code === 'invalid_union' ? issue.errors : [];
        const doTexto = ramos.flat().find((problema) => problema.code !== 'invalid_value');
        return doTexto?.message ?? `Indique ${opcoes.campo} em texto.`;
      },
    })
    .optional();
}

export const nome = preguicoso(() => texto({ campo: 'o seu nome', min: 2, max: 120 }));

export const email = preguicoso(() =>
  z
    .string({ error: 'Indique o seu endereço de e-mail.' })
    .trim()
    .min(1, { error: 'Indique o seu endereço de e-mail.' })
    .max(254, { error: 'O endereço de e-mail é demasiado longo.' })
    .pipe(z.email({ error: 'Indique um endereço de e-mail válido (ex.: nome@dominio.ao).' }))
    .transform((valor) => valor.toLowerCase()),
);

/** Angolan numbers (9 digits, optional +244) or international numbers with their prefix. */
export const telefone = preguicoso(() =>
  z
    .string({ error: 'Indique um número de telefone.' })
    .trim()
    .min(1, { error: 'Indique um número de telefone.' })
    .max(25, { error: 'Indique um número de telefone válido (ex.: +244 923 456 789).' })
    .refine(
      (valor) =>
        /^(\+?244[ ]?)?9\d{2}[ ]?\d{3}[ ]?\d{3}$|^\+(?!244)\d[\d ]{6,18}$|^2\d{2}[ ]?\d{3}[ ]?\d{3}$/.test(
          valor,
        ),
      {
        error: 'Indique um número de telefone válido (ex.: +244 923 456 789).',
      },
    ),
);

export const telefoneOpcional = preguicoso(() => z.union([z.literal(''), telefone]).optional());

export const consentimento = preguicoso(() =>
  z.literal(true, {
    error: 'Para continuar, aceite o tratamento dos seus dados pessoais.',
  }),
);

/** Bot check: a field hidden from people that only robots fill in. */
export const honeypot = preguicoso(() =>
  z.string().max(0, { error: MENSAGENS.honeypot }).optional(),
);

/** Token of the configured captcha, checked by the server when a verifier is configured. */
export const captchaToken = preguicoso(() => z.string().max(4096).optional());
