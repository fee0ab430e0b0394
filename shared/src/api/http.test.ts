import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

import { esquemaTipoEvento, listaResposta } from '../contract';

import { obterImagens } from './endpoints/imagens';
import { ErroEnvelope, ErroFormato, ErroHttp, ErroRede, ErroValidacao } from './erros';
import { http, lerComEsquema } from './http';

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

describe('leitura das respostas', () => {
  const tipos = listaResposta(esquemaTipoEvento, (tipo) => tipo.idTipoEvento);

  it('um statusCode diferente de 200 é um ErroEnvelope com a mensagem do serviço', () => {
    expect(() =>
      lerComEsquema(tipos, { objecto: null, statusCode: 500, mensagem: 'Falhou.' }, 'GET x'),
    ).toThrow(new ErroEnvelope(500, 'Falhou.'));
  });

  it('uma resposta com formato inesperado é um ErroFormato em português', () => {
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => lerComEsquema(tipos, '<html>', 'GET tiposEventos/Lista/pt')).toThrow(ErroFormato);
    expect(() => lerComEsquema(tipos, '<html>', 'GET x')).toThrow(/não consegue ler/);
    expect(aviso).toHaveBeenCalledWith(
      '[GET tiposEventos/Lista/pt] resposta com formato inesperado: a resposta não é um objecto JSON',
    );
    aviso.mockRestore();
  });

  it('regista cada motivo de itens ignorados uma só vez por pedido', () => {
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const corpo = { statusCode: 200, objecto: [{ idTipoEvento: 1 }, { idTipoEvento: 2 }] };
    expect(lerComEsquema(tipos, corpo, 'GET tipos')).toEqual([]);
    expect(lerComEsquema(tipos, corpo, 'GET tipos')).toEqual([]);
    expect(aviso.mock.calls).toEqual([
      [
        '[GET tipos] 2 item(s) ignorado(s): tipoEvento: Invalid input: expected string, received undefined',
      ],
    ]);
    aviso.mockRestore();
  });
});

describe('registo dos itens ignorados', () => {
  it('nomeia o endpoint e não o identificador: um motivo é registado uma vez para todos os álbuns', async () => {
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { adapter } = servidor({ data: { statusCode: 200, objecto: [{ legenda: 'sem url' }] } });
    const anterior = http.cms.defaults.adapter;
    http.cms.defaults.adapter = adapter;
    try {
      await expect(obterImagens(901)).resolves.toEqual([]);
      await expect(obterImagens(902)).resolves.toEqual([]);
    } finally {
      http.cms.defaults.adapter = anterior;
    }
    expect(aviso.mock.calls).toEqual([
      [
        '[GET /cms/api/v1/registos/ListarImagem/{id}/pt] 1 item(s) ignorado(s): url: Too small: expected string to have >=1 characters',
      ],
    ]);
    aviso.mockRestore();
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
