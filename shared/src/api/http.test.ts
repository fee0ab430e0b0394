import { http as msw, HttpResponse } from 'msw';

import {
  responder,
  responderErro,
  responderSemRede,
  servidor,
  TOKEN_XSRF_TESTE,
} from '@site/shared/testes';

import { esquemaTipoEvento, listaResposta } from '../contract/esquemas';

import { obterImagens } from './endpoints/imagens';
import { ErroEnvelope, ErroFormato, ErroHttp, ErroRede, ErroValidacao } from './erros';
import { http, lerComEsquema } from './http';

const xsrf = (pedido: { cabecalhos: Headers } | undefined) =>
  pedido?.cabecalhos.get('X-XSRF-TOKEN');

describe('token XSRF', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
  });

  it('é enviado em POST para URL relativo', async () => {
    const pedidos = responder('post', '/cms/api/v1/newsletters', { objecto: 1 });
    await http.cms.post('newsletters', {});
    expect(pedidos.map(xsrf)).toEqual(['abc123']);
  });

  it('não é enviado em GET nem em HEAD', async () => {
    const leituras = responder('get', '/cms/api/v1/paginas/pt', { objecto: [] });
    const cabecas = responder('head', '/cms/api/v1/', { corpo: null, status: 204 });
    await http.cms.get('paginas/pt');
    await http.cms.head('');
    expect([...leituras, ...cabecas].map(xsrf)).toEqual([null, null]);
  });

  it('não é enviado para URL absoluto, mesmo em POST', async () => {
    const pedidos = responder('post', 'http://127.0.0.1/api', { objecto: 1 });
    await http.cms.post('http://127.0.0.1/api', {});
    await http.cms.post('//127.0.0.1/api', {});
    expect(pedidos.map(xsrf)).toEqual([null, null]);
  });

  it('sem cookie, um POST pede primeiro o token ao serviço e envia-o', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const pedidos = responder('post', '/cms/api/v1/newsletters', { objecto: 1 });
    await http.cms.post('newsletters', {});
    expect(pedidos.map(xsrf)).toEqual([TOKEN_XSRF_TESTE]);
  });

  /**
   * The backend's double-submit check, where another answer replaces the cookie while the first
   * POST is on its way (as parallel answers do on a first visit): that POST carries the old token.
   */
  function backendComTokenSubstituido(
    caminho = '/eve/api/v1/eventos/classificacao',
    substituir = true,
  ): string[] {
    const recebidos: string[] = [];
    servidor.use(
      msw.post(caminho, ({ request }) => {
        const enviado = request.headers.get('X-XSRF-TOKEN') ?? '';
        recebidos.push(enviado);
        if (substituir && recebidos.length === 1) {
          document.cookie = 'XSRF-TOKEN=substituto; path=/';
        }
        const cookie = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
        return enviado === cookie
          ? HttpResponse.json({ statusCode: 200, objecto: [] })
          : HttpResponse.json({ statusCode: 403, objecto: null }, { status: 403 });
      }),
    );
    return recebidos;
  }

  it('recusado porque o cookie mudou entretanto, o POST é enviado outra vez com o token novo', async () => {
    const recebidos = backendComTokenSubstituido();
    const resposta = await http.eve.post('eventos/classificacao', {});
    expect(resposta.status).toBe(200);
    expect(recebidos).toEqual(['abc123', 'substituto']);
  });

  it('um POST espera pelas leituras da sua API em curso: um CMS que troca o token em cada resposta não o recusa', async () => {
    let soltar = () => undefined as void;
    const portao = new Promise<void>((pronto) => (soltar = pronto));
    servidor.use(
      msw.get('/cms/api/v1/paginas/pt', async () => {
        await portao;
        // This CMS gives a new token with every answer.
        document.cookie = 'XSRF-TOKEN=rodado; path=/';
        return HttpResponse.json({ statusCode: 200, objecto: [] });
      }),
    );
    const recebidos = backendComTokenSubstituido('/cms/api/v1/newsletters', false);
    const leitura = http.cms.get('paginas/pt');
    const escrita = http.cms.post('newsletters', {});
    await new Promise((pronto) => setTimeout(pronto, 50));
    // The POST has not left while the read was under way...
    expect(recebidos).toEqual([]);
    soltar();
    await leitura;
    // ...and leaves with the token the read's answer set: accepted at once, no second send.
    expect((await escrita).status).toBe(200);
    expect(recebidos).toEqual(['rodado']);
  });

  it('uma recusa com o token que está no cookie é um erro, sem novo envio', async () => {
    const pedidos = responderErro('post', '/cms/api/v1/newsletters', 403);
    await expect(http.cms.post('newsletters', {})).rejects.toBeInstanceOf(ErroHttp);
    expect(pedidos.map(xsrf)).toEqual(['abc123']);
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
    responder('get', '/cms/api/v1/registos/ListarImagem/:id/pt', {
      objecto: [{ legenda: 'sem url' }],
    });
    await expect(obterImagens(901)).resolves.toEqual([]);
    await expect(obterImagens(902)).resolves.toEqual([]);
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
    responderErro('post', '/cms/api/v1/newsletters', 400, { erros: { email: 'Inválido.' } });
    await expect(http.cms.post('newsletters', {})).rejects.toEqual(
      new ErroValidacao({ email: 'Inválido.' }),
    );
    responder('get', '/cms/api/v1/paginas/pt', { corpo: 'Service Unavailable', status: 503 });
    const erro = await http.cms.get('paginas/pt').catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroHttp);
    expect((erro as ErroHttp).status).toBe(503);
    expect((erro as ErroHttp).message).toMatch(/temporariamente indisponível/);
  });

  it('usa a mensagem em português que o serviço devolve com o estado HTTP', async () => {
    responderErro('post', '/eve/api/v1/inscricoes', 409, {
      mensagem: 'As inscrições para este evento estão encerradas.',
    });
    const erro = await http.eve.post('inscricoes', {}).catch((e: unknown) => e);
    expect(erro).toEqual(new ErroHttp(409, 'As inscrições para este evento estão encerradas.'));
  });

  it('trata a falta de resposta como erro de rede, com mensagem em português', async () => {
    responderSemRede('get', '/eve/api/v1/tiposEventos/Lista/pt');
    const erro = await http.eve.get('tiposEventos/Lista/pt').catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroRede);
    expect((erro as ErroRede).message).toMatch(/Sem ligação ao servidor/);
  });
});
