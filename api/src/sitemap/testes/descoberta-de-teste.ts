import type { FastifyInstance } from 'fastify';

import {
  eventoPublico,
  pedidoClassificacao,
  urlEndpoint,
  type Evento,
} from '@site/shared/contract';
import { esquemaEvento, lerResposta, listaResposta } from '@site/shared/contract/esquemas';

import type { ConteudoCms } from '../../referencia/configuracao';
import { criarApiDeTeste, type ApiDeTeste } from '../../referencia/testes/api-de-teste';
import { construirAplicacaoSitemap } from '../aplicacao-sitemap';
import { lerConfiguracaoSitemap } from '../configuracao';

/** The public address the test servers are configured with. */
const URL_PUBLICO_TESTE = 'https://www.aaq.ao';

export interface DescobertaDeTeste {
  /** The reference backend (or the minimal CMS) listening on a loopback port. */
  api: ApiDeTeste;
  /** The Docker discovery server, reading that backend over HTTP. */
  descoberta: FastifyInstance;
  /** The events as the CMS sends them, read by the contract: the public ones and the hidden. */
  eventosDoCms(): Promise<{ publicos: Evento[]; escondidos: Evento[] }>;
  fechar(): Promise<void>;
}

/** The discovery server as Docker runs it, on a real backend serving `cmsConteudo`. */
export async function criarDescobertaDeTeste(
  cmsConteudo: ConteudoCms = 'referencia',
): Promise<DescobertaDeTeste> {
  const api = await criarApiDeTeste({ cmsConteudo });
  const upstream = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const descoberta = await construirAplicacaoSitemap(
    lerConfiguracaoSitemap({
      CMS_UPSTREAM: upstream,
      EVE_UPSTREAM: `${upstream}/eve/api/v1`,
      PUBLIC_URL: URL_PUBLICO_TESTE,
    }),
    { logger: false },
  );
  return {
    api,
    descoberta,
    async eventosDoCms() {
      const resposta = await api.app.inject({
        method: 'POST',
        url: urlEndpoint('eventosClassificacao'),
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
        payload: pedidoClassificacao(),
      });
      const leitura = lerResposta(listaResposta(esquemaEvento), resposta.json());
      if (!leitura.ok) throw new Error('the events cannot be read');
      return {
        publicos: leitura.dados.filter(eventoPublico),
        escondidos: leitura.dados.filter((evento) => !eventoPublico(evento)),
      };
    },
    async fechar() {
      await Promise.all([descoberta.close(), api.app.close()]);
      await api.fechar().catch(() => undefined);
    },
  };
}
