import type { ConfiguracaoSite, OpcoesRenderizador } from '@site/shared/contract';
import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';

import { URL_CONFIGURACAO } from '../app/config/pedido-configuracao';

/**
 * The runtime configuration as the renderer reads it: from `/config/site.json` at the internal
 * origin (or `obterConfiguracao`), parsed by the contract's schema, and read again at most as
 * often as the remotes are checked (`validadeRemotosMs`), so that a change reaches the pages
 * without a restart.
 */
export class ConfiguracaoViva {
  private lida: { valor: ConfiguracaoSite; lidaEm: number } | null = null;

  constructor(
    private readonly opcoes: Pick<
      OpcoesRenderizador,
      'origemInterna' | 'prazoMs' | 'validadeRemotosMs' | 'obterConfiguracao' | 'agora'
    >,
  ) {}

  /** The last configuration read, if any (without waiting). */
  get actual(): ConfiguracaoSite | undefined {
    return this.lida?.valor;
  }

  async ler(): Promise<ConfiguracaoSite> {
    const agora = (this.opcoes.agora ?? Date.now)();
    if (this.lida && agora - this.lida.lidaEm < this.opcoes.validadeRemotosMs) {
      return this.lida.valor;
    }
    const bruta = await (this.opcoes.obterConfiguracao ?? (() => this.pedir()))();
    const valor = esquemaConfiguracaoSite.parse(bruta);
    this.lida = { valor, lidaEm: agora };
    return valor;
  }

  private async pedir(): Promise<unknown> {
    const url = new URL(URL_CONFIGURACAO, this.opcoes.origemInterna);
    const resposta = await fetch(url, { signal: AbortSignal.timeout(this.opcoes.prazoMs) });
    if (!resposta.ok)
      throw new Error(`Configuração ${url.href} indisponível (HTTP ${resposta.status}).`);
    return resposta.json();
  }
}
