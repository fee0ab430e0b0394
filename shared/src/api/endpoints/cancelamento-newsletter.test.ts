import { pedidoEndpoint, responder, responderErro } from '@site/shared/testes';

import { ErroHttp } from '../erros';

import { cancelarNewsletter } from './cancelamento-newsletter';

const [METODO, CAMINHO] = pedidoEndpoint('cancelamentoNewsletter');

describe('cancelarNewsletter', () => {
  it('envia o endereço ao CMS e diz que o cancelamento foi registado', async () => {
    const pedidos = responder(METODO, CAMINHO, { objecto: null, status: 201 });
    await expect(
      cancelarNewsletter({ email: 'ana@exemplo.ao', website: '' }, 'k1'),
    ).resolves.toEqual({ suportado: true });
    expect(pedidos[0]?.corpo).toEqual({ email: 'ana@exemplo.ao', website: '' });
    expect(pedidos[0]?.cabecalhos.get('Idempotency-Key')).toBe('k1');
  });

  it.each([404, 405, 501])(
    'um CMS que responde %i não tem o pedido: não é uma falha',
    async (status) => {
      responderErro(METODO, CAMINHO, status);
      await expect(cancelarNewsletter({ email: 'ana@exemplo.ao' })).resolves.toEqual({
        suportado: false,
      });
    },
  );

  it('outra falha do CMS continua a ser um erro, para o formulário oferecer nova tentativa', async () => {
    responderErro(METODO, CAMINHO, 503);
    await expect(cancelarNewsletter({ email: 'ana@exemplo.ao' })).rejects.toBeInstanceOf(ErroHttp);
  });
});
