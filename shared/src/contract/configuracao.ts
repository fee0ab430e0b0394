import { z } from 'zod';

/** Names of the remotes: identifier-safe, since they become globals. */
export const NOMES_REMOTOS = ['mfe_eventos', 'mfe_institucional', 'mfe_conteudos'] as const;
export type NomeRemoto = (typeof NOMES_REMOTOS)[number];

const urlOuCaminho = z
  .string()
  .min(1)
  .refine((valor) => /^(https?:\/\/|\/)/.test(valor), {
    error: 'deve ser um URL http(s) ou um caminho absoluto',
  });

/** The shell's runtime configuration, served as `/config/site.json` and written at container start. */
export const configuracaoSiteSchema = z.object({
  associacao: z.object({
    nome: z.string().min(1),
    sigla: z.string().min(1),
    /** Route of the association page, `/{slug}`. */
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: 'deve ter só minúsculas, algarismos e hífens' }),
    descricao: z.string().default(''),
  }),
  /** Each remote's `remoteEntry.js` URL (an `mf-manifest.json` URL means the entry beside it). */
  remotos: z.object({
    mfe_eventos: urlOuCaminho,
    mfe_institucional: urlOuCaminho,
    mfe_conteudos: urlOuCaminho,
  }),
  desenvolvimento: z.object({ nome: z.string().min(1), url: z.string().default('') }),
  /** Site key of the captcha; empty when the captcha is off (the honeypot always applies). */
  captcha: z
    .object({ siteKey: z.string().default(''), scriptUrl: z.string().default('') })
    .default({
      siteKey: '',
      scriptUrl: '',
    }),
  /** Public origin used for canonical links and Open Graph; empty means the page's own origin. */
  urlPublico: z.string().default(''),
});
export type ConfiguracaoSite = z.output<typeof configuracaoSiteSchema>;
