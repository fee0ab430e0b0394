import type { FastifyInstance } from 'fastify';

import {
  CAMINHO_API_PESQUISA,
  caminhoEvento,
  eventoPublico,
  pedidoClassificacao,
  urlEndpoint,
  type Evento,
} from '@site/shared/contract';

import { pastaTemporaria } from '../referencia/testes/api-de-teste';

import { construirLocalSite } from './aplicacao-site';

const dados = pastaTemporaria();
const site = pastaTemporaria();
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await construirLocalSite({
    env: { SITE_DIST_DIR: site.pasta, DATA_DIR: dados.pasta },
    logger: false,
    raizRepositorio: site.pasta,
  }));
});
afterAll(async () => {
  await app.close();
  dados.remover();
  site.remover();
});

const caminhosEncontrados = async (q: string) =>
  (await app.inject(`${CAMINHO_API_PESQUISA}?q=${encodeURIComponent(q)}`))
    .json<{ objecto: { resultados: { caminho: string }[] } }>()
    .objecto.resultados.map((resultado) => resultado.caminho);

describe('pesquisa do site local (lê o conteúdo pela sua própria API)', () => {
  it('encontra os eventos públicos e nunca os outros', async () => {
    const eventos = (
      await app.inject({
        method: 'POST',
        url: urlEndpoint('eventosClassificacao'),
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
        payload: pedidoClassificacao(),
      })
    ).json<{ objecto: Evento[] }>().objecto;
    const publico = eventos.find(eventoPublico);
    const escondidos = eventos.filter((evento) => !eventoPublico(evento));

    expect(publico && (await caminhosEncontrados(publico.titulo))).toContain(
      publico && caminhoEvento(publico),
    );
    expect(escondidos.length).toBeGreaterThan(0);
    for (const escondido of escondidos) {
      expect(await caminhosEncontrados(escondido.titulo)).not.toContain(caminhoEvento(escondido));
    }
  });

  it('serve a descrição OpenSearch com a origem do pedido', async () => {
    const resposta = await app.inject({ url: '/opensearch.xml', headers: { host: 'sitio.local' } });

    expect(resposta.statusCode).toBe(200);
    expect(resposta.body).toContain('<ShortName>AAQ</ShortName>');
    expect(resposta.body).toContain('template="http://sitio.local/pesquisa?q={searchTerms}"');
  });
});
