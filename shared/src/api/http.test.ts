import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

import { ErroEnvelope, ErroHttp, ErroRede, ErroValidacao } from './erros';
import { desembrulhar, http } from './http';

/** Answers like the backend would, and keeps the request the client really built. */
function servidor(resposta: { status?: number; data?: unknown } = {}) {
  const pedidos: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    pedidos.push(config);
    const status = resposta.status ?? 200;
    const corpo = {
      status,
      statusText: '',
      headers: {},
      config,
      data: resposta.data ?? { objecto: 1, statusCode: 200 },
    };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('falhou', 'ERR_BAD_RESPONSE', config, {}, corpo);
    }
    return corpo;
  };
  return { adapter, pedidos };
}

/**
 * The header is decided inside axios's own XHR adapter, so these requests go through the real
 * adapter; they target the test page's origin on loopback, where nothing listens, and fail there.
 */
function cabecalhosEnviados() {
  const espiao = jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
  return () => {
    const xsrf = espiao.mock.calls
      .filter(([nome]) => nome.toLowerCase() === 'x-xsrf-token')
      .map(([, valor]) => valor);
    espiao.mockRestore();
    return xsrf;
  };
}

// jsdom keeps an XHR timeout timer alive after a refused connection; these requests need none.
const semLimite = { timeout: 0 };

describe('token XSRF', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    // jsdom reports the refused loopback connections on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('é enviado em POST para URL relativo', async () => {
    const ler = cabecalhosEnviados();
    await http.cms.post('newsletters', {}, semLimite).catch(() => undefined);
    expect(ler()).toEqual(['abc123']);
  });

  it('não é enviado em GET nem em HEAD', async () => {
    const ler = cabecalhosEnviados();
    await http.cms.get('paginas/pt', semLimite).catch(() => undefined);
    await http.cms.head('', semLimite).catch(() => undefined);
    expect(ler()).toEqual([]);
  });

  it('não é enviado para URL absoluto, mesmo em POST', async () => {
    const ler = cabecalhosEnviados();
    await http.cms.post('http://127.0.0.1/api', {}, semLimite).catch(() => undefined);
    await http.cms.post('//127.0.0.1/api', {}, semLimite).catch(() => undefined);
    expect(ler()).toEqual([]);
  });
});

describe('desembrulhar', () => {
  it('devolve o objecto de um envelope 200', () => {
    expect(desembrulhar({ objecto: [1, 2], statusCode: 200 })).toEqual([1, 2]);
  });

  it('falha com ErroEnvelope quando o statusCode não é 200', () => {
    expect(() => desembrulhar({ objecto: null, statusCode: 500, mensagem: 'Falhou.' })).toThrow(
      ErroEnvelope,
    );
  });

  it('esvazia os URLs do CMS com esquemas que executam código, mesmo disfarçados', () => {
    const perigosos = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ];
    const dados = desembrulhar({
      statusCode: 200,
      objecto: perigosos.map((url) => ({
        nome: url,
        url,
        imagem: { url, miniaturaUrl: url },
        banners: [{ imagemUrl: url, ligacao: url }],
      })),
    });
    for (const item of dados) {
      expect([item.url, item.imagem.url, item.imagem.miniaturaUrl]).toEqual(['', '', '']);
      expect([item.banners[0]!.imagemUrl, item.banners[0]!.ligacao]).toEqual(['', '']);
    }
    // Text is text: only URL fields are touched.
    expect(dados.map((item) => item.nome)).toEqual(perigosos);
  });

  it('mantém os URLs http(s), relativos e de correio', () => {
    const urls = ['https://iso.org/', '/cms/api/v1/media/a.svg', 'mailto:a@b.ao', '#topo'];
    const dados = desembrulhar({ statusCode: 200, objecto: urls.map((url) => ({ url })) });
    expect(dados.map((item) => item.url)).toEqual(urls);
  });
});

describe('erros tipados', () => {
  it('distingue validação (400 com erros por campo) de outros estados HTTP', async () => {
    const validacao = servidor({
      status: 400,
      data: { objecto: null, statusCode: 400, erros: { email: 'Inválido.' } },
    });
    await expect(http.cms.post('newsletters', {}, { adapter: validacao.adapter })).rejects.toEqual(
      new ErroValidacao({ email: 'Inválido.' }),
    );
    const indisponivel = servidor({ status: 503, data: 'Service Unavailable' });
    const erro = await http.cms
      .get('paginas/pt', { adapter: indisponivel.adapter })
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroHttp);
    expect((erro as ErroHttp).status).toBe(503);
    expect((erro as ErroHttp).message).toMatch(/temporariamente indisponível/);
  });

  it('trata a falta de resposta como erro de rede, com mensagem em português', async () => {
    const adapter: AxiosAdapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const erro = await http.eve.get('tiposEventos/Lista/pt', { adapter }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroRede);
    expect((erro as ErroRede).message).toMatch(/Sem ligação ao servidor/);
  });
});
