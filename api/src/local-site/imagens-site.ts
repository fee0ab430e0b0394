import type { FastifyInstance } from 'fastify';

import { BASES_API, type NomeApi } from '@site/shared/contract';

import { baseDoUpstream } from '../comum/http/upstreams';
import { origensPermitidas, type PoliticaOrigens } from '../imagens/politica';
import { ServicoImagens } from '../imagens/servico';

import type { OpcoesLocalSite } from './aplicacao-site';
import type { ConfiguracaoLocalSite } from './configuracao';

/** Where each API base answers: its configured upstream, else the embedded backend in this process. */
function politicaImagens(
  config: ConfiguracaoLocalSite,
  origemInterna: string,
  midia: readonly string[],
): PoliticaOrigens {
  const base = (nome: NomeApi) => {
    const upstream = config.upstreams[nome];
    return upstream ? baseDoUpstream(upstream, nome) : `${origemInterna}${BASES_API[nome]}`;
  };
  return { bases: { cms: base('cms'), eve: base('eve'), apl: base('apl') }, midia };
}

/** The runtime configuration's picture origins: the upstreams' and the media hosts'. */
export function origensImagensSite(config: ConfiguracaoLocalSite, origemInterna: string): string {
  return origensPermitidas(politicaImagens(config, origemInterna, config.imagens.midia)).join(' ');
}

/** The image endpoint, its cache under the data folder (`IMAGENS_CACHE_DIR` moves it). */
export async function criarServicoImagens(
  app: FastifyInstance,
  config: ConfiguracaoLocalSite,
  opcoes: OpcoesLocalSite,
  origemInterna: { valor: string },
): Promise<ServicoImagens> {
  config.site.imagens.origens = origensImagensSite(config, origemInterna.valor);
  return ServicoImagens.criar({
    ...config.imagens,
    ...(opcoes.dataDir && !(opcoes.env ?? process.env).IMAGENS_CACHE_DIR
      ? { pasta: `${opcoes.dataDir}/imagens` }
      : {}),
    politica: () => politicaImagens(config, origemInterna.valor, config.imagens.midia),
    avisar: (dados, mensagem) => app.log.warn(dados, mensagem),
  });
}
