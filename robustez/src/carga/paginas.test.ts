import { escreverResultado } from '../comum/resultados';
import { verificarConstrucao } from '../comum/servidor';

import { executarCargaPaginas } from './paginas';

beforeAll(() => verificarConstrucao({ site: true }));

describe('páginas renderizadas no servidor, sob carga', () => {
  it('cada pedido tem a sua página, sem erros, e a cache serve quase todos', async () => {
    const resultado = await executarCargaPaginas({ total: 600, clientes: 8 });
    escreverResultado('carga-paginas', resultado);
    expect({
      respostas5xx: resultado.respostas5xx,
      errosRede: resultado.errosRede,
      estadosInesperados: resultado.estadosInesperados,
      semCabecalho: resultado.porCache['-'] ?? 0,
    }).toEqual({ respostas5xx: 0, errosRede: 0, estadosInesperados: 0, semCabecalho: 0 });
    // One render per address: the requests that arrive while it runs share it (each is still a
    // MISS, at most one per other client); every other answer is the cached page.
    expect(resultado.porCache.MISS).toBeLessThanOrEqual(resultado.enderecos + 8 - 1);
    expect(resultado.taxaAcertos).toBeGreaterThan(0.9);
  }, 120_000);
});
