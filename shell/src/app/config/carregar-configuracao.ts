import { configuracaoSiteSchema, type ConfiguracaoSite } from '@site/shared/contract';

/** Where the runtime configuration is served, beside the shell (written at container start). */
export const URL_CONFIGURACAO = '/config/site.json';

/** Reads and validates the runtime configuration; the error names what is wrong. */
export async function carregarConfiguracao(url = URL_CONFIGURACAO): Promise<ConfiguracaoSite> {
  const resposta = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!resposta.ok) throw new Error(`Configuração ${url} indisponível (HTTP ${resposta.status}).`);
  const resultado = configuracaoSiteSchema.safeParse(await resposta.json());
  if (!resultado.success) {
    const problemas = resultado.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuração ${url} inválida: ${problemas.join('; ')}`);
  }
  return resultado.data;
}
