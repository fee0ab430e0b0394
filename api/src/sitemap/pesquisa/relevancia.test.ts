import { criarApiDeTeste, type ApiDeTeste } from '../../referencia/testes/api-de-teste';
import type { LeitorConteudo } from '../conteudo';
import { criarRonda } from '../partes';

import { documentosDoSite } from './documentos';
import { construirIndice, type IndicePesquisa } from './indice';
import { CONSULTAS_RELEVANCIA, medirRelevancia } from './relevancia';

/** The seed read as the local site reads it: through the reference backend's own routes. */
function leitorDaApi(api: ApiDeTeste): LeitorConteudo {
  return async (base, caminho, corpo) =>
    (
      await api.app.inject({
        method: corpo === undefined ? 'GET' : 'POST',
        url: `/${base}/api/v1/${caminho}`,
        headers: { cookie: 'XSRF-TOKEN=r', 'x-xsrf-token': 'r' },
        ...(corpo === undefined ? {} : { payload: corpo }),
      })
    ).json();
}

let api: ApiDeTeste;
let indice: IndicePesquisa;
beforeAll(async () => {
  api = await criarApiDeTeste();
  indice = construirIndice(await documentosDoSite(leitorDaApi(api), 'aaq', criarRonda()));
});
afterAll(() => api.fechar());

describe('relevância medida no conteúdo da semente', () => {
  it('tem pelo menos 40 pesquisas, cada uma com o que o visitante espera no topo', () => {
    expect(Object.keys(CONSULTAS_RELEVANCIA).length).toBeGreaterThanOrEqual(40);
  });

  it('põe o esperado nos três primeiros em 95 % das pesquisas, com MRR de pelo menos 0,85', () => {
    const { sucessoA3, mrr, falhas } = medirRelevancia(indice);

    // The misses are named, so that a regression says which query it broke.
    expect({ sucessoA3, falhas: sucessoA3 >= 0.95 ? [] : falhas }).toEqual({
      sucessoA3: expect.any(Number) as number,
      falhas: [],
    });
    expect(sucessoA3).toBeGreaterThanOrEqual(0.95);
    expect(mrr).toBeGreaterThanOrEqual(0.85);
  });
});
