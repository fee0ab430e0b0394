import { z } from 'zod';

import { configuracaoSiteSchema, type ConfiguracaoSite } from '@site/shared/contract';

import {
  descreverProblemas,
  ErroConfiguracao,
  lerConfiguracao,
  type ConfiguracaoApi,
} from '../config';

const opcional = z.preprocess(
  (valor) => (typeof valor === 'string' && valor.trim() === '' ? undefined : valor),
  z.string().optional(),
);
const urlOpcional = z.preprocess(
  (valor) => (typeof valor === 'string' && valor.trim() === '' ? undefined : valor),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const esquemaSite = z.object({
  SITE_DIST_DIR: opcional,
  ASSOCIACAO_DESCRICAO: opcional,
  REMOTE_EVENTOS_URL: opcional,
  REMOTE_INSTITUCIONAL_URL: opcional,
  REMOTE_CONTEUDOS_URL: opcional,
  DEV_CREDITO_NOME: opcional,
  DEV_CREDITO_URL: opcional,
  CAPTCHA_SITE_KEY: opcional,
  CAPTCHA_SCRIPT_URL: urlOpcional,
  PUBLIC_URL: opcional,
  CMS_API_URL: urlOpcional,
  EVE_API_URL: urlOpcional,
  APL_API_URL: urlOpcional,
});

/** Which environment variable feeds each field of the runtime config, for readable errors. */
const VARIAVEL_DO_CAMPO: Readonly<Record<string, string>> = {
  'associacao.nome': 'ASSOCIACAO_NOME',
  'associacao.sigla': 'ASSOCIACAO_SIGLA',
  'associacao.slug': 'ASSOCIACAO_SLUG',
  'remotos.mfe_eventos': 'REMOTE_EVENTOS_URL',
  'remotos.mfe_institucional': 'REMOTE_INSTITUCIONAL_URL',
  'remotos.mfe_conteudos': 'REMOTE_CONTEUDOS_URL',
  'desenvolvimento.nome': 'DEV_CREDITO_NOME',
  'desenvolvimento.url': 'DEV_CREDITO_URL',
};

export interface ConfiguracaoLocalSite {
  api: ConfiguracaoApi;
  /** An assembled site folder (shell at its root, remotes under `mf/<name>/`), when set. */
  siteDistDir: string | undefined;
  /** The runtime config served as `/config/site.json`. */
  site: ConfiguracaoSite;
  /** Upstream URL per base; a base without one is served by the embedded reference API. */
  upstreams: { cms?: string; eve?: string; apl?: string };
  /** Origin of the captcha script, allowed by the CSP when set. */
  origemCaptcha: string | undefined;
}

/** Parses the local site's environment (the API's variables plus the site's); throws {@link ErroConfiguracao}. */
export function lerConfiguracaoSite(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoLocalSite {
  const api = lerConfiguracao(env);
  const lido = esquemaSite.safeParse(env);
  if (!lido.success) throw new ErroConfiguracao(descreverProblemas(lido.error, env));
  const v = lido.data;
  const site = configuracaoSiteSchema.safeParse({
    associacao: {
      ...api.associacao,
      descricao:
        v.ASSOCIACAO_DESCRICAO ??
        `Associação de profissionais e organizações que promovem a qualidade, a normalização e as boas práticas em Angola.`,
    },
    remotos: {
      mfe_eventos: v.REMOTE_EVENTOS_URL ?? '/mf/eventos/remoteEntry.js',
      mfe_institucional: v.REMOTE_INSTITUCIONAL_URL ?? '/mf/institucional/remoteEntry.js',
      mfe_conteudos: v.REMOTE_CONTEUDOS_URL ?? '/mf/conteudos/remoteEntry.js',
    },
    desenvolvimento: {
      nome: v.DEV_CREDITO_NOME ?? 'Kianda Digital, Lda.',
      url: v.DEV_CREDITO_URL ?? '',
    },
    captcha: { siteKey: v.CAPTCHA_SITE_KEY ?? '', scriptUrl: v.CAPTCHA_SCRIPT_URL ?? '' },
    urlPublico: v.PUBLIC_URL ?? '',
  });
  if (!site.success) {
    const linhas = site.error.issues.map((issue) => {
      const campo = issue.path.join('.');
      const variavel = VARIAVEL_DO_CAMPO[campo] ?? campo;
      return `Invalid environment variable ${variavel}: ${issue.message}`;
    });
    throw new ErroConfiguracao(linhas.join('\n'));
  }
  return {
    api,
    siteDistDir: v.SITE_DIST_DIR,
    site: site.data,
    upstreams: {
      ...(v.CMS_API_URL ? { cms: v.CMS_API_URL } : {}),
      ...(v.EVE_API_URL ? { eve: v.EVE_API_URL } : {}),
      ...(v.APL_API_URL ? { apl: v.APL_API_URL } : {}),
    },
    origemCaptcha: v.CAPTCHA_SCRIPT_URL ? new URL(v.CAPTCHA_SCRIPT_URL).origin : undefined,
  };
}
