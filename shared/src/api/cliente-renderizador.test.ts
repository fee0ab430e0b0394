import { responder } from '@site/shared/testes';

import { prepararClienteRenderizador } from './cliente-renderizador';
import { http } from './http';

describe('cliente do renderizador', () => {
  it('pede às APIs na origem interna, com o seu próprio token XSRF e sem pedir cookie antes', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    prepararClienteRenderizador('http://gateway.interno:8080');
    const cabecas = responder('head', 'http://gateway.interno:8080/eve/api/v1/', {
      corpo: null,
      status: 204,
    });
    const envios = responder(
      'post',
      'http://gateway.interno:8080/eve/api/v1/eventos/classificacao',
      {
        objecto: [],
      },
    );
    const leituras = responder('get', 'http://gateway.interno:8080/cms/api/v1/paginas/pt', {
      objecto: [],
    });

    await http.eve.post('eventos/classificacao', {});
    await http.eve.post('eventos/classificacao', {});
    await http.cms.get('paginas/pt');

    expect(cabecas).toHaveLength(0);
    const tokens = envios.map((pedido) => pedido.cabecalhos.get('X-XSRF-TOKEN'));
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
    expect(leituras.map((pedido) => pedido.cabecalhos.get('X-XSRF-TOKEN'))).toEqual([null]);
  });

  it('pede a pesquisa à API do próprio sítio, na mesma origem interna', async () => {
    prepararClienteRenderizador('http://gateway.interno:8080');
    const pedidos = responder('get', 'http://gateway.interno:8080/site/api/v1/pesquisa', {
      objecto: { consulta: 'qualidade', total: 0, resultados: [] },
    });

    await http.site.get('pesquisa?q=qualidade');

    expect(pedidos.map((pedido) => pedido.url.search)).toEqual(['?q=qualidade']);
  });
});
