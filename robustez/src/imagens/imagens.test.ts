import { verificarConstrucao } from '../comum/servidor';

import { executarImagens, problemasImagens } from './executar-imagens';

/*
 * The image endpoint at CI size: every hostile picture request refused with its own 4xx and
 * Portuguese text, and a burst of new variants that neither fails nor slows page rendering past
 * twice its usual time. The variants' times in ms are figures of the report (`npm run relatorio`),
 * beside their targets: on a busy host they are the host's, not the endpoint's.
 */
describe('o ponto de imagens perante pedidos hostis e uma rajada de variantes novas', () => {
  it('recusa cada pedido hostil como deve e aguenta a rajada sem falhar nem atrasar as páginas', async () => {
    verificarConstrucao({ site: true });
    const resultado = await executarImagens('ci');
    expect(resultado.recusas.errados).toEqual([]);
    expect(problemasImagens(resultado, { latencias: false })).toEqual([]);
  });
});
