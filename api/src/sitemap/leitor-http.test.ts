import type { Evento } from '@site/shared/contract';

import { baseDoUpstream } from '../comum/http/upstreams';
import { criarApiDeTeste, type ApiDeTeste } from '../referencia/testes/api-de-teste';

import { criarLeitorHttp } from './leitor-http';

let api: ApiDeTeste;
let upstream: string;

beforeAll(async () => {
  api = await criarApiDeTeste();
  upstream = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.fechar());

const CLASSIFICACAO = {
  idClassificacao: 1,
  codIdioma: 'pt',
  utilizadorSessao: { idUtilizador: 5, username: 'website' },
};

describe('baseDoUpstream', () => {
  it('sem caminho, usa a base padrão; com caminho, usa o do upstream', () => {
    expect(baseDoUpstream('http://api:8080', 'eve')).toBe('http://api:8080/eve/api/v1/');
    expect(baseDoUpstream('http://api:8080/', 'cms')).toBe('http://api:8080/cms/api/v1/');
    expect(baseDoUpstream('https://cms.example.ao/v1/eventos//', 'eve')).toBe(
      'https://cms.example.ao/v1/eventos/',
    );
  });
});

describe('criarLeitorHttp contra o backend de referência', () => {
  it('lê a resposta de um GET', async () => {
    const ler = criarLeitorHttp({
      cms: baseDoUpstream(upstream, 'cms'),
      eve: baseDoUpstream(upstream, 'eve'),
    });

    const resposta = (await ler('eve', 'tiposEventos/Lista/pt')) as { objecto: unknown[] };

    expect(Array.isArray(resposta.objecto)).toBe(true);
    expect(resposta.objecto.length).toBeGreaterThan(0);
  });

  it('um POST passa a verificação XSRF com o cookie que a base entrega', async () => {
    const pedidos: { metodo: string; cabecalhos: Headers }[] = [];
    const espiao: typeof fetch = async (url, init) => {
      pedidos.push({ metodo: init?.method ?? 'GET', cabecalhos: new Headers(init?.headers) });
      return fetch(url, init);
    };
    const ler = criarLeitorHttp(
      { cms: baseDoUpstream(upstream, 'cms'), eve: `${upstream}/eve/api/v1/` },
      { fetch: espiao },
    );

    const resposta = await ler('eve', 'eventos/classificacao', CLASSIFICACAO);

    expect((resposta as { objecto: Evento[] }).objecto.length).toBeGreaterThan(0);
    expect(pedidos.map((p) => p.metodo)).toEqual(['HEAD', 'POST']);
    const post = pedidos[1]?.cabecalhos;
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(post?.get('cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    expect(post?.get('x-xsrf-token')).toBe(cookie);
  });

  it('recusa uma resposta que não é HTTP 200, nomeando o endereço', async () => {
    const ler = criarLeitorHttp({ cms: `${upstream}/nao/existe/`, eve: `${upstream}/nao/existe/` });

    await expect(ler('cms', 'registos/9/pt/true')).rejects.toThrow(
      `${upstream}/nao/existe/registos/9/pt/true answered HTTP 404`,
    );
  });

  it('recusa quando o CMS não responde a tempo', async () => {
    const parado: typeof fetch = (_url, init) =>
      new Promise((_resolver, rejeitar) => {
        init?.signal?.addEventListener('abort', () => rejeitar(init.signal?.reason));
      });
    const ler = criarLeitorHttp(
      { cms: baseDoUpstream(upstream, 'cms'), eve: baseDoUpstream(upstream, 'eve') },
      { fetch: parado, limiteMs: 50 },
    );

    await expect(ler('eve', 'tiposEventos/Lista/pt')).rejects.toThrow(/timeout|aborted/i);
  });
});
