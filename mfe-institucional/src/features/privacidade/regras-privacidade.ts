import { dobrarTexto, type Pagina } from '@site/shared/contract';

/** The day the default notice was last reviewed (shown as its "last updated" date). */
export const ACTUALIZADO_EM = { iso: '2026-11-29', texto: '29 de Novembro de 2026' } as const;

/**
 * The titles a CMS page meant as the privacy notice may have, compared with case and accents
 * folded ("POLÍTICA DE PRIVACIDADE", "Proteção de dados pessoais" both count).
 */
const TITULOS_PAGINA_PRIVACIDADE = [
  'Política de privacidade',
  'Privacidade',
  'Protecção de dados pessoais',
  'Proteção de dados pessoais',
  'Protecção de dados',
  'Proteção de dados',
].map(dobrarTexto);

/**
 * The CMS's own privacy page: the first active page (children included) whose title is one of
 * {@link TITULOS_PAGINA_PRIVACIDADE}. None: the site shows its default notice.
 */
export function paginaPrivacidadeCms(paginas: readonly Pagina[]): Pagina | undefined {
  for (const pagina of paginas) {
    if (!pagina.activo) continue;
    if (TITULOS_PAGINA_PRIVACIDADE.includes(dobrarTexto(pagina.textoPagina.trim()))) return pagina;
    const filha = paginaPrivacidadeCms(pagina.paginasFilhos);
    if (filha) return filha;
  }
  return undefined;
}

/** The host a captcha script is loaded from, as the notice names the provider; none: no captcha. */
export function origemCaptcha(captcha: { siteKey: string; scriptUrl: string }): string | undefined {
  if (!captcha.siteKey || !captcha.scriptUrl) return undefined;
  try {
    return new URL(captcha.scriptUrl).host;
  } catch {
    return undefined;
  }
}
