import { join } from 'node:path';

import { z } from 'zod';

import { PRAZOS_RETENCAO_PADRAO, VARIAVEIS_SITE } from '@site/shared/contract';
import { inteiro, lerAmbiente, opcional, variavelSite } from '@site/shared/contract/ambiente';

import {
  esquemaServico,
  paraServico,
  pastaDados,
  type ConfiguracaoServico,
} from '../comum/configuracao-servico';

import type { PrazosRetencao } from './submissoes/retencao';

/**
 * Which content answers the reads of the cms and eve bases: the reference seed, the minimal CMS
 * of `cms-minimo/` (only the fields the spec names), or that CMS answering a page's detail in
 * another shape (`minimo-outra-forma`: the spec leaves that call's meaning open, and a CMS we did
 * not write may do so). Submissions always use the reference backend.
 */
const CONTEUDOS_CMS = ['referencia', 'minimo', 'minimo-outra-forma'] as const;
export type ConteudoCms = (typeof CONTEUDOS_CMS)[number];

const { associacao } = VARIAVEIS_SITE;

const esquemaAmbiente = esquemaServico
  .extend({
    DATA_DIR: pastaDados,
    MEDIA_SEMENTE_DIR: opcional(z.string().optional()),
    [associacao.nome.variavel]: variavelSite(associacao.nome),
    [associacao.sigla.variavel]: variavelSite(associacao.sigla),
    [associacao.slug.variavel]: variavelSite(associacao.slug),
    CAPTCHA_SECRET: opcional(z.string().optional()),
    CAPTCHA_VERIFY_URL: opcional(z.url({ error: 'must be an http(s) URL' }).optional()),
    RATE_LIMIT_MAX: opcional(inteiro(1, 1_000_000).default(30)),
    BODY_LIMIT: opcional(inteiro(1024, 10 * 1024 * 1024).default(64 * 1024)),
    // Retention (Lei n.º 22/11: kept no longer than needed), in days; see retencao.ts.
    RETENCAO_MENSAGENS_DIAS: opcional(
      inteiro(1, 36_500).default(PRAZOS_RETENCAO_PADRAO.mensagensDias),
    ),
    RETENCAO_CANDIDATURAS_DIAS: opcional(
      inteiro(1, 36_500).default(PRAZOS_RETENCAO_PADRAO.candidaturasDias),
    ),
    RETENCAO_INSCRICOES_DIAS: opcional(
      inteiro(1, 36_500).default(PRAZOS_RETENCAO_PADRAO.inscricoesDiasAposEvento),
    ),
    CMS_CONTEUDO: opcional(
      z
        .enum(CONTEUDOS_CMS, { error: `must be one of ${CONTEUDOS_CMS.join(', ')}` })
        .default('referencia'),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.CAPTCHA_SECRET) !== Boolean(env.CAPTCHA_VERIFY_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CAPTCHA_SECRET ? 'CAPTCHA_VERIFY_URL' : 'CAPTCHA_SECRET'],
        message: 'CAPTCHA_SECRET and CAPTCHA_VERIFY_URL must be set together (or both left unset)',
      });
    }
  });

export interface ConfiguracaoApi extends ConfiguracaoServico {
  dataDir: string;
  /**
   * Where the seeds' photographs are kept once made (`<DATA_DIR>/media-semente` by default): a
   * restart, or another server on the same machine, finds them there.
   */
  mediaSementeDir: string;
  associacao: { nome: string; sigla: string; slug: string };
  captcha: { secret: string; verifyUrl: string } | null;
  rateLimitMax: number;
  bodyLimit: number;
  cmsConteudo: ConteudoCms;
  retencao: PrazosRetencao;
}

/** Parses and validates the API's environment; throws `ErroConfiguracao`. */
export function lerConfiguracao(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoApi {
  const v = lerAmbiente(esquemaAmbiente, env);
  return {
    ...paraServico(v),
    dataDir: v.DATA_DIR,
    mediaSementeDir: v.MEDIA_SEMENTE_DIR ?? join(v.DATA_DIR, 'media-semente'),
    associacao: { nome: v.ASSOCIACAO_NOME, sigla: v.ASSOCIACAO_SIGLA, slug: v.ASSOCIACAO_SLUG },
    captcha:
      v.CAPTCHA_SECRET && v.CAPTCHA_VERIFY_URL
        ? { secret: v.CAPTCHA_SECRET, verifyUrl: v.CAPTCHA_VERIFY_URL }
        : null,
    rateLimitMax: v.RATE_LIMIT_MAX,
    bodyLimit: v.BODY_LIMIT,
    cmsConteudo: v.CMS_CONTEUDO,
    retencao: {
      mensagensDias: v.RETENCAO_MENSAGENS_DIAS,
      candidaturasDias: v.RETENCAO_CANDIDATURAS_DIAS,
      inscricoesDiasAposEvento: v.RETENCAO_INSCRICOES_DIAS,
    },
  };
}
