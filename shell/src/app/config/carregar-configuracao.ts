import { configuracaoSiteSchema, type ConfiguracaoSite } from '@site/shared/contract';

import { pedirConfiguracao, URL_CONFIGURACAO } from './pedido-configuracao';

export { URL_CONFIGURACAO };

/** Reads and validates the runtime configuration; the error names what is wrong. */
export async function carregarConfiguracao(url = URL_CONFIGURACAO): Promise<ConfiguracaoSite> {
  const resultado = configuracaoSiteSchema.safeParse(await pedirConfiguracao(url));
  if (!resultado.success) {
    const problemas = resultado.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuração ${url} inválida: ${problemas.join('; ')}`);
  }
  return resultado.data;
}
