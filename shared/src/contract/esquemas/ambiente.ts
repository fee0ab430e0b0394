/*
 * The one reader of environment variables, for every server program: the reference backend, the
 * local site, the sitemap and image services and the shell's renderer. A variable is read by a zod
 * rule; an unset or blank one takes its default; a bad one stops the program with a line naming it.
 * Server-only (`@site/shared/contract/ambiente`): no browser bundle imports it.
 */
import { z } from 'zod';

import { problemaDoValor, type VariavelSite } from '../configuracao';

/** An unset or blank variable counts as absent, so defaults apply. */
export const opcional = <T extends z.ZodType>(esquema: T) =>
  z.preprocess(
    (valor) => (typeof valor === 'string' && valor.trim() === '' ? undefined : valor),
    esquema,
  );

/** A whole number between `min` and `max`, from the variable's text. */
export const inteiro = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** An http(s) address, or absent. */
export const urlOpcional = opcional(
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

/** A variable of the runtime configuration, read by its rule in the contract; blank means its default. */
export const variavelSite = (fonte: VariavelSite) =>
  opcional(
    z
      .string()
      .superRefine((valor, contexto) => {
        const problema = problemaDoValor(fonte.regra, valor);
        if (problema) contexto.addIssue({ code: 'custom', message: problema });
      })
      .default(fonte.omissao),
  );

/** A configuration error whose message names every bad variable. */
export class ErroConfiguracao extends Error {
  override readonly name = 'ErroConfiguracao';
}

/** Turns zod issues into "Invalid environment variable PORT: must be ... (got "x")" lines. */
export function descreverProblemas(
  erro: z.ZodError,
  env: Record<string, string | undefined>,
): string {
  return erro.issues
    .map((issue) => {
      const variavel = String(issue.path[0] ?? '?');
      const valor = env[variavel];
      const recebido = valor === undefined ? '' : ` (got ${JSON.stringify(valor)})`;
      return `Invalid environment variable ${variavel}: ${issue.message}${recebido}`;
    })
    .join('\n');
}

/** Reads `env` with `esquema`, or throws {@link ErroConfiguracao} naming every bad variable. */
export function lerAmbiente<T extends z.ZodType>(
  esquema: T,
  env: Record<string, string | undefined>,
): z.output<T> {
  const resultado = esquema.safeParse(env);
  if (!resultado.success) throw new ErroConfiguracao(descreverProblemas(resultado.error, env));
  return resultado.data;
}

/** For entry points: parse once, or print the problem and exit with status 1. */
export function carregarConfiguracaoOuSair<T>(ler: () => T): T {
  try {
    return ler();
  } catch (erro) {
    if (erro instanceof ErroConfiguracao) {
      process.stderr.write(`${erro.message}\n`);
      process.exit(1);
    }
    throw erro;
  }
}
