import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

import { PORTAS_FORMAS_SSR } from './bancada-ssr';
import { mutacoesPossiveis, type Json } from './mutacoes';
import { abrirProxyFalhas, type ProxyFalhas } from './proxy-falhas';
import { portaDaGama } from './sitio';

/** A backend answering every path with the same CMS-like envelope (compressed when asked). */
const RESPOSTA: Json = { objecto: [{ idPagina: 1, textoPagina: 'Início' }], statusCode: 200 };
const NAVEGADOR = 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0';
const RENDERIZADOR = 'axios/1.12.2';

let backend: Server;
let proxy: ProxyFalhas;

beforeAll(async () => {
  backend = createServer((pedido, resposta) => {
    pedido.resume();
    resposta.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-accept-encoding': String(pedido.headers['accept-encoding'] ?? ''),
    });
    resposta.end(JSON.stringify(RESPOSTA));
  });
  const porta = await portaDaGama(PORTAS_FORMAS_SSR);
  backend.listen(porta, '127.0.0.1');
  await once(backend, 'listening');
  proxy = await abrirProxyFalhas(`http://127.0.0.1:${porta}`, await portaDaGama(PORTAS_FORMAS_SSR));
});

afterAll(async () => {
  await proxy.fechar();
  backend.close();
});

const pedir = (caminho: string, agente: string) =>
  fetch(`${proxy.url}${caminho}`, {
    headers: { 'user-agent': agente, 'accept-encoding': 'gzip, br' },
  });

describe('o proxy de falhas à frente das APIs', () => {
  it('dá a mesma resposta mutada ao renderizador e ao navegador, e conta quem a recebeu', async () => {
    const mutacao = mutacoesPossiveis(RESPOSTA).find((m) => m.tipo === 'objecto-nulo')!;
    proxy.comecar({ mutar: { endpoint: 'cms paginas/pt', mutacao } });
    const doServidor = await pedir('/cms/api/v1/paginas/pt', RENDERIZADOR);
    const doNavegador = await pedir('/cms/api/v1/paginas/pt', NAVEGADOR);
    const outro = await pedir('/cms/api/v1/redesSocias', NAVEGADOR);
    const visto = proxy.terminar();

    expect(await doServidor.json()).toEqual({ objecto: null, statusCode: 200 });
    expect(await doNavegador.json()).toEqual({ objecto: null, statusCode: 200 });
    // The answer is read uncompressed from the backend; other endpoints pass as they are.
    expect(doNavegador.headers.get('x-accept-encoding')).toBe('identity');
    expect(await outro.json()).toEqual(RESPOSTA);
    expect(visto.aplicadas).toEqual({ servidor: 1, navegador: 1 });
    expect(visto.locais).toEqual(['objecto', 'objecto']);
  });

  it('ao observar, guarda cada pedido com a resposta real e o lado que o fez', async () => {
    proxy.comecar({ registar: true });
    await (await pedir('/cms/api/v1/paginas/pagina/13/pt/true', RENDERIZADOR)).text();
    await (await pedir('/cms/api/v1/media/foto.jpg', NAVEGADOR)).text();
    const visto = proxy.terminar();

    // Media files are not API calls.
    expect(visto.chamadas).toEqual([
      {
        metodo: 'GET',
        endpoint: 'cms paginas/pagina/{id}/pt/true',
        caminho: 'paginas/pagina/13/pt/true',
        lado: 'servidor',
        resposta: RESPOSTA,
      },
    ]);
    expect(visto.aplicadas).toEqual({ servidor: 0, navegador: 0 });
  });

  it('responde com o estado pedido a um endpoint que o controlo faz falhar, e só a esse', async () => {
    proxy.comecar({ falhar: { endpoint: 'cms paginas/pt', status: 503 } });
    const falhado = await pedir('/cms/api/v1/paginas/pt', NAVEGADOR);
    const outro = await pedir('/cms/api/v1/locais', NAVEGADOR);
    proxy.terminar();

    expect(falhado.status).toBe(503);
    expect(outro.status).toBe(200);
  });

  it('terminada a página, volta a deixar passar tudo sem mudar nada', async () => {
    const resposta = await pedir('/cms/api/v1/paginas/pt', NAVEGADOR);
    expect(await resposta.json()).toEqual(RESPOSTA);
    expect(proxy.terminar()).toEqual({
      chamadas: [],
      aplicadas: { servidor: 0, navegador: 0 },
      locais: [],
    });
  });
});
