import { verificarConstrucao } from '../comum/servidor';

import { executarImagens, problemasImagens } from './executar-imagens';

/*
 * The image endpoint at CI size: every hostile picture request refused with its own 4xx and
 * Portuguese text, cached and new variants within their figures, and a burst of new variants
 * that neither fails nor slows page rendering past twice its usual time.
 */
describe('o ponto de imagens perante pedidos hostis e uma rajada de variantes novas', () => {
  it('recusa cada pedido hostil como deve e cumpre os números sob carga', async () => {
    verificarConstrucao({ site: true });
    const resultado = await executarImagens('ci');
    expect(resultado.recusas.errados).toEqual([]);
    expect(problemasImagens(resultado)).toEqual([]);
  });
});
