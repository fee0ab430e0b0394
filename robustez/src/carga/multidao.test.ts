import { escreverResultado } from '../comum/resultados';
import { verificarConstrucao } from '../comum/servidor';

import { executarMultidao } from './multidao';
import { problemasMultidao } from './relatorio-multidao';

beforeAll(() => verificarConstrucao({ site: true }));

/*
 * The server renderer, run as the ssr image runs it, under two crowds of distinct addresses (most
 * of them the site's pages with tracking tags, one in ten a page of its own). CI runs 6 000 a
 * crowd; the robustness report (`npm run report -w robustez -- --partes=multidao`) runs 20 000
 * and the sizing figures.
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
    // No failed answer, resident memory under its bound, and back to its plateau after a crowd.
    expect(problemasMultidao(resultado)).toEqual([]);
    // The crowds' new pages were rendered, or left to the browser: answered either way.
    for (const rajada of resultado.rajadas) expect(rajada.porCache.MISS).toBeGreaterThan(0);
  }, 600_000);
});
