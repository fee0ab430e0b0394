import { escreverResultado } from '../comum/resultados';
import { verificarConstrucao } from '../comum/servidor';

import { executarMultidao } from './multidao';

beforeAll(() => verificarConstrucao({ site: true }));

/*
 * The server renderer, run as the ssr image runs it, under two crowds of distinct addresses (most
 * of them the site's pages with tracking tags, one in ten a page of its own). CI runs 6 000 a
 * crowd; the robustness report (`npm run report -w robustez -- --partes=multidao`) runs 20 000.
 */
describe('o renderizador perante multidões', () => {
  it('duas multidões de endereços distintos: sem erros, memória limitada e de volta ao patamar', async () => {
    const resultado = await executarMultidao({
      enderecos: 6000,
      distintasCada: 10,
      rajadas: 2,
      clientesRajada: 64,
      clientes: [],
      pedidosFigura: 0,
    });
    escreverResultado('multidao-ci', resultado);
    for (const rajada of resultado.rajadas) {
      expect({
        respostas5xx: rajada.respostas5xx,
        errosRede: rajada.errosRede,
        estadosInesperados: rajada.estadosInesperados,
      }).toEqual({ respostas5xx: 0, errosRede: 0, estadosInesperados: 0 });
      expect(rajada.rssMaximoMb).toBeLessThanOrEqual(450);
      // The crowd's new pages were rendered, or left to the browser: answered either way.
      expect(rajada.porCache.MISS).toBeGreaterThan(0);
    }
    const [primeiro, segundo] = resultado.patamares;
    expect(segundo!.rssMb).toBeLessThanOrEqual(primeiro!.rssMb * 1.1);
  }, 600_000);
});
