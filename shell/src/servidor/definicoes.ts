import path from 'node:path';

/**
 * The renderer's settings, from the environment (documented in docker/README.md); the local site
 * reads the same ones.
 */
export function lerDefinicoes(env: Record<string, string | undefined>) {
  const numero = (nome: string, omissao: number) => {
    const valor = env[nome]?.trim();
    if (!valor) return omissao;
    const lido = Number(valor);
    if (!Number.isFinite(lido) || lido < 0) {
      throw new Error(`${nome} must be a non-negative number (got "${valor}")`);
    }
    return lido;
  };
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    porta: numero('PORT', 8090),
    origemInterna: env.SITE_INTERNO_URL?.trim() || 'http://127.0.0.1:8080',
    modeloHtml: env.MODELO_HTML?.trim() || path.join(__dirname, '..', 'dist', 'index.html'),
    recursosArranque:
      env.RECURSOS_ARRANQUE?.trim() || path.join(__dirname, '..', 'dist', 'recursos-arranque.json'),
    prazoMs: numero('SSR_PRAZO_MS', 1500),
    frescaMs: numero('SSR_CACHE_SEGUNDOS', 30) * 1000,
    obsoletaMs: numero('SSR_CACHE_OBSOLETO_SEGUNDOS', 300) * 1000,
    erroMs: numero('SSR_CACHE_ERRO_SEGUNDOS', 86_400) * 1000,
    maxEntradas: numero('SSR_CACHE_ENTRADAS', 500),
    validadeRemotosMs: numero('SSR_REMOTOS_VALIDADE_MS', 5000),
    origemCaptcha: env.CAPTCHA_SCRIPT_URL?.trim()
      ? new URL(env.CAPTCHA_SCRIPT_URL.trim()).origin
      : undefined,
  };
}
export type DefinicoesServidor = ReturnType<typeof lerDefinicoes>;
