import { z } from 'zod';

import { REGRAS_VARIAVEL } from '../configuracao';
import { preguicoso } from '../preguicoso';
import { PASTAS_REMOTOS, type NomeRemoto } from '../remotos';

const urlOuCaminho = preguicoso(() =>
  z
    .string()
    .min(1)
    .refine((valor) => /^(https?:\/\/|\/)/.test(valor), {
      error: 'deve ser um URL http(s) ou um caminho absoluto',
    }),
);

/** The shell's runtime configuration, served as `/config/site.json` and written at container start. */
export const esquemaConfiguracaoSite = preguicoso(() =>
  z.object({
    associacao: z.object({
      nome: z.string().min(1),
      sigla: z.string().min(1),
      /** Route of the association page, `/{slug}`. */
      slug: z.string().regex(new RegExp(REGRAS_VARIAVEL.slug.padrao), {
        error: 'deve ter só minúsculas, algarismos e hífens',
      }),
      descricao: z.string().default(''),
    }),
    /** Each remote's `remoteEntry.js` URL (an `mf-manifest.json` URL means the entry beside it). */
    remotos: z.object(
      Object.fromEntries(Object.keys(PASTAS_REMOTOS).map((nome) => [nome, urlOuCaminho])) as Record<
        NomeRemoto,
        typeof urlOuCaminho
      >,
    ),
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
    /**
     * Where CMS pictures may come from besides the API bases' own paths: the CMS upstreams and
     * the media hosts, as URLs separated by spaces or commas (only their origins count). A picture
     * elsewhere is not shown; the image endpoint refuses it too.
     */
    imagens: z.object({ origens: z.string().default('') }).default({ origens: '' }),
    /**
     * Real visitors' measurements: the share of page views (0 to 1) whose browser loads
     * web-vitals and reports them; errors are reported from every page view.
     */
    rum: z.object({ amostra: z.string().default('1') }).default({ amostra: '1' }),
  }),
);
export type ConfiguracaoSite = z.output<typeof esquemaConfiguracaoSite>;
