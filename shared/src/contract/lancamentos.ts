import { z } from 'zod';

import { caminhoRemoto, PASTAS_REMOTOS, type NomeRemoto } from './remotos';

/**
 * The release record (issue I2): per remote, the stable build every visitor gets, an optional
 * canary build a share of visitors gets, and the append-only history of every change (when,
 * from what, to what, by which credential, why). The release service (api/src/lancamentos) is
 * its one writer; the renderer and the browser read it.
 */

/** A build as its manifest names it (`1.4.0+abc1234`): safe in a path segment. */
export const esquemaVersaoLancada = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'versão inválida (letras, algarismos, . + _ -)');

/** A build and where it is served from: '' for the site's own origin, else a CDN's origin. */
export const esquemaBuild = z.object({
  versao: esquemaVersaoLancada,
  origem: z.string(),
});
export type BuildLancado = z.infer<typeof esquemaBuild>;

export const esquemaEstadoRemoto = z.object({
  estavel: esquemaBuild.nullable(),
  canario: esquemaBuild.extend({ percentagem: z.number().int().min(0).max(100) }).nullable(),
});
export type EstadoLancamento = z.infer<typeof esquemaEstadoRemoto>;

export const ACCOES_LANCAMENTO = ['canario', 'promover', 'reverter', 'abortar'] as const;
export type AccaoLancamento = (typeof ACCOES_LANCAMENTO)[number];

export const esquemaEntradaHistorico = z.object({
  em: z.string(),
  remoto: z.enum(Object.keys(PASTAS_REMOTOS) as [NomeRemoto, ...NomeRemoto[]]),
  accao: z.enum(ACCOES_LANCAMENTO),
  de: esquemaEstadoRemoto,
  para: esquemaEstadoRemoto,
  por: z.string(),
  porque: z.string(),
});
export type EntradaHistorico = z.infer<typeof esquemaEntradaHistorico>;

export const esquemaRegistoLancamentos = z.object({
  remotos: z.partialRecord(
    z.enum(Object.keys(PASTAS_REMOTOS) as [NomeRemoto, ...NomeRemoto[]]),
    esquemaEstadoRemoto,
  ),
  historico: z.array(esquemaEntradaHistorico),
});
export type RegistoLancamentos = z.infer<typeof esquemaRegistoLancamentos>;

export const REGISTO_VAZIO: RegistoLancamentos = { remotos: {}, historico: [] };

/** The folder of one build of a remote, never overwritten: `/mf/eventos/1.4.0+abc1234/`. */
export const caminhoVersao = (nome: NomeRemoto, versao: string) =>
  `${caminhoRemoto(nome)}${encodeURIComponent(versao)}/`;
