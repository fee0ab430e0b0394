import { z } from 'zod';

import {
  LISTA_VARIAVEIS_SITE,
  montarConfiguracaoSite,
  type ConfiguracaoSite,
} from '@site/shared/contract';
import {
  descreverProblemas,
  ErroConfiguracao,
  opcional,
  urlOpcional,
  variavelSite,
} from '@site/shared/contract/ambiente';
import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';

import { lerConfiguracaoImagens, type ConfiguracaoImagens } from '../imagens/configuracao';
import { lerConfiguracao, type ConfiguracaoApi } from '../referencia/configuracao';

/** The local site's own variables. */
const esquemaLocal = z.object({
  SITE_DIST_DIR: opcional(z.string().optional()),
  CMS_API_URL: urlOpcional,
  EVE_API_URL: urlOpcional,
  APL_API_URL: urlOpcional,
});

/** Every variable of the runtime configuration, with the contract's default and rule. */
const esquemaVariaveisSite = z.object(
  Object.fromEntries(LISTA_VARIAVEIS_SITE.map((fonte) => [fonte.variavel, variavelSite(fonte)])),
);

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
  /** The image endpoint (`/imagem`): its cache, limits and media hosts. */
  imagens: ConfiguracaoImagens;
}

/** Parses the local site's environment (the API's variables plus the site's); throws {@link ErroConfiguracao}. */
export function lerConfiguracaoSite(
  env: Record<string, string | undefined> = process.env,
): ConfiguracaoLocalSite {
  const api = lerConfiguracao(env);
  const local = esquemaLocal.safeParse(env);
  const variaveis = esquemaVariaveisSite.safeParse(env);
  if (!local.success || !variaveis.success) {
    const problemas = [...(local.error?.issues ?? []), ...(variaveis.error?.issues ?? [])];
    throw new ErroConfiguracao(descreverProblemas(new z.ZodError(problemas), env));
  }
  const v = local.data;
  const lidos: Record<string, string> = variaveis.data;
  const site = esquemaConfiguracaoSite.parse(
    montarConfiguracaoSite((fonte) => lidos[fonte.variavel] ?? fonte.omissao),
  );
  return {
    api,
    siteDistDir: v.SITE_DIST_DIR,
    site,
    upstreams: {
      ...(v.CMS_API_URL ? { cms: v.CMS_API_URL } : {}),
      ...(v.EVE_API_URL ? { eve: v.EVE_API_URL } : {}),
      ...(v.APL_API_URL ? { apl: v.APL_API_URL } : {}),
    },
    origemCaptcha: /^https?:\/\/[^/]+/.exec(site.captcha.scriptUrl)?.[0],
    imagens: lerConfiguracaoImagens(env, api.dataDir),
  };
}
