import { configuracaoSiteSchema, type ConfiguracaoSite } from '@site/shared/contract';

import { URL_CONFIGURACAO } from './pedido-configuracao';

/** Validates the runtime configuration as received; the error names what is wrong. */
export function validarConfiguracao(bruta: unknown): ConfiguracaoSite {
  const resultado = configuracaoSiteSchema.safeParse(bruta);
  if (!resultado.success) {
    const problemas = resultado.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuração ${URL_CONFIGURACAO} inválida: ${problemas.join('; ')}`);
  }
  return resultado.data;
}
