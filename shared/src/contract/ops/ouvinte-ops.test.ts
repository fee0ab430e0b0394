/**
 * @jest-environment node
 */
import { createServer, request, type Server } from 'node:http';

import { http, passthrough } from 'msw';

import { servidor as redeDeTeste } from '../../../testes/rede';
import { ErroConfiguracao } from '../esquemas/ambiente';
import { modeloDaRota, ROTA_OUTRA } from '../modelo-rota';

import { paraOps } from './ambiente-ops';
import { etiquetasPedido } from './metricas-http';
import { abrirOuvinteOps } from './ouvinte-ops';

// The listener is real: its loopback requests pass the test kit's fake network.
beforeEach(() => redeDeTeste.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

/** Asked with node:http, whose answer carries its status and text. */
function pedir(url: string, method = 'GET'): Promise<{ status: number; texto: string }> {
  return new Promise((resolver, rejeitar) => {
    request(url, { method }, (resposta) => {
      let texto = '';
      resposta.on('data', (parte: Buffer) => (texto += parte.toString()));
      resposta.on('end', () => resolver({ status: resposta.statusCode ?? 0, texto }));
    })
      .on('error', rejeitar)
      .end();
  });
}

const ROTAS = { '/metrics': { tipo: 'text/plain', corpo: () => 'm 1\n' } };

function ocupar(): Promise<{ servidor: Server; porta: number }> {
  return new Promise((resolver) => {
    const servidor = createServer().listen(0, '127.0.0.1', () => {
      resolver({ servidor, porta: (servidor.address() as { port: number }).port });
    });
  });
}

describe('o endereço de operação', () => {
  it('responde só aos seus caminhos, GET ou HEAD', async () => {
    const ouvinte = await abrirOuvinteOps(
      { host: '127.0.0.1', porta: 0, explicita: true },
      ROTAS,
      jest.fn(),
    );
    try {
      expect((await pedir(`${ouvinte!.url}/metrics`)).texto).toBe('m 1\n');
      expect((await pedir(`${ouvinte!.url}/metrics?x=1`)).status).toBe(200);
      expect((await pedir(`${ouvinte!.url}/`)).status).toBe(404);
      expect((await pedir(`${ouvinte!.url}/metrics`, 'DELETE')).status).toBe(404);
    } finally {
      await ouvinte!.fechar();
    }
  });

  it('uma METRICS_PORT explícita ocupada pára o programa; a omissão ocupada só avisa', async () => {
    const { servidor, porta } = await ocupar();
    try {
      await expect(
        abrirOuvinteOps({ host: '127.0.0.1', porta, explicita: true }, ROTAS, jest.fn()),
      ).rejects.toThrow(`METRICS_PORT ${porta} on 127.0.0.1 could not be opened`);
      const avisar = jest.fn();
      expect(
        await abrirOuvinteOps({ host: '127.0.0.1', porta, explicita: false }, ROTAS, avisar),
      ).toBeNull();
      expect(avisar).toHaveBeenCalledWith(expect.stringMatching(/runs without its metrics/));
    } finally {
      servidor.close();
    }
  });

  it('METRICS_PORT=off não abre nada; igual a PORT é recusada, nomeando-a', async () => {
    expect(await abrirOuvinteOps(null, ROTAS, jest.fn())).toBeNull();
    expect(paraOps({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 'off' }, 8080)).toBeNull();
    expect(() => paraOps({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 8080 }, 8080)).toThrow(
      ErroConfiguracao,
    );
    expect(() => paraOps({ METRICS_HOST: '::', METRICS_PORT: 9464 }, 9464)).toThrow(
      'Invalid environment variable METRICS_PORT: must differ from PORT',
    );
  });
});

describe('as etiquetas das métricas ficam limitadas', () => {
  it('um endereço que nenhuma rota toma é «other»; as rotas são as do shell', () => {
    const rota = (caminho: string) => modeloDaRota(caminho, 'aaq');
    expect(rota('/')).toBe('/');
    expect(rota('/pesquisa?q=normas')).toBe('/pesquisa');
    expect(rota('/eventos')).toBe('/eventos/*');
    expect(rota('/eventos/12/conferencia?utm_source=x')).toBe('/eventos/*');
    expect(rota('/contactos/')).toBe('/contactos');
    expect(rota('/aaq')).toBe('/aaq');
    expect(rota('/parceiros')).toBe('/parceiros');
    for (const inventado of [
      '/contactos/x',
      '/wp-login.php',
      '/constructor',
      '/a/b/c',
      '/metrics',
    ]) {
      expect(rota(inventado)).toBe(ROTA_OUTRA);
    }
  });

  it('métodos desconhecidos são _OTHER e o estado é a sua classe', () => {
    expect(etiquetasPedido('PROPFIND', undefined, 404)).toEqual({
      http_request_method: '_OTHER',
      http_route: 'other',
      http_response_status_class: '4xx',
    });
    expect(etiquetasPedido('GET', '/eventos/*', 200).http_response_status_class).toBe('2xx');
  });
});
