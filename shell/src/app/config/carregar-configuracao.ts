import type { ConfiguracaoSite } from '@site/shared/contract';

import { URL_CONFIGURACAO } from './pedido-configuracao';

/**
 * Validates the runtime configuration as received from `/config/site.json`; the error names what
 * is wrong. The schemas (zod) load only then: a page the server rendered carries the
 * configuration it already validated.
 */
export async function validarConfiguracao(bruta: unknown): Promise<ConfiguracaoSite> {
  const { esquemaConfiguracaoSite } = await import('@site/shared/contract/esquemas');
  const resultado = esquemaConfiguracaoSite.safeParse(bruta);
  if (!resultado.success) {
    const problemas = resultado.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuração ${URL_CONFIGURACAO} inválida: ${problemas.join('; ')}`);
  }
  return resultado.data;
}
