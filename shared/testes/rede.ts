import { delay, http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';

import {
  BASES_API,
  ENDPOINTS,
  urlEndpoint,
  XSRF_COOKIE,
  type ArgumentosEndpoint,
  type NomeEndpoint,
} from '../src/contract';

/** The token the fake backend hands out; a POST that carries it went through the client's XSRF step. */
export const TOKEN_XSRF_TESTE = 'token-xsrf-de-teste';

/** What the fake backend answers to one request. */
export type Resposta =
  /** Success: `objecto` in the envelope; `status` is both the HTTP status and `statusCode` (200). */
  | { objecto: unknown; status?: number }
  /** Failure: an HTTP error status, with the envelope's Portuguese message and field errors. */
  | { status: number; mensagem?: string; erros?: Record<string, string> }
  /** Any body as is (not an envelope), e.g. an HTML error page or a wrong shape. */
  | { corpo: unknown; status?: number }
  /** No answer at all: the connection fails. */
  | 'sem-rede'
  /** An answer that never comes: the request stays pending. */
  | 'pendente';

/** A request the fake backend received, as the client sent it. */
export interface Pedido {
  metodo: string;
  url: URL;
  cabecalhos: Headers;
  /** The parsed JSON body (undefined when there is none). */
  corpo: unknown;
}

type Metodo = 'get' | 'post' | 'head';

/**
 * The method and address of one request of the contract's endpoint table, as `responder` takes
 * them: `responderCom(...pedidoEndpoint('evento', { idEvento: 15 }), evento)`.
 */
export const pedidoEndpoint = <N extends NomeEndpoint>(
  nome: N,
  ...valores: ArgumentosEndpoint<N>
) => [ENDPOINTS[nome].metodo.toLowerCase() as Metodo, urlEndpoint(nome, ...valores)] as const;

/** The backend answers the XSRF priming HEAD the way the gateway does: by setting the cookie. */
const priming = Object.values(BASES_API).map((base) =>
  http.head(base, () => {
    document.cookie = `${XSRF_COOKIE}=${TOKEN_XSRF_TESTE}; path=/`;
    return new HttpResponse(null, { status: 204 });
  }),
);

/** The one fake network of the front-end tests; started and reset by the jsdom setup. */
export const servidor = setupServer(...priming);

/** From now on in this test, requests to `origem` (a loopback server it started) go through. */
export const deixarPassar = (origem: string) =>
  servidor.use(http.all(`${origem}/*`, () => passthrough()));

async function lerCorpo(pedido: Request): Promise<unknown> {
  const texto = await pedido.text();
  if (!texto) return undefined;
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

async function paraResposta(resposta: Resposta): Promise<Response> {
  if (resposta === 'sem-rede') return HttpResponse.error();
  if (resposta === 'pendente') {
    await delay('infinite');
    return HttpResponse.error();
  }
  if ('corpo' in resposta) {
    const { corpo, status = 200 } = resposta;
    return typeof corpo === 'string'
      ? HttpResponse.text(corpo, { status })
      : HttpResponse.json(corpo as object, { status });
  }
  if ('objecto' in resposta) {
    const status = resposta.status ?? 200;
    return HttpResponse.json({ statusCode: status, objecto: resposta.objecto }, { status });
  }
  const { status, mensagem, erros } = resposta;
  return HttpResponse.json(
    {
      statusCode: status,
      objecto: null,
      ...(mensagem ? { mensagem } : {}),
      ...(erros ? { erros } : {}),
    },
    { status },
  );
}

/**
 * From now on in this test, answers `metodo caminho` (e.g. `'get', '/cms/api/v1/paginas/pt'`,
 * path parameters like `:id` allowed) with `respostas`, one per request, the last one repeated.
 * Returns the requests received, so a test can assert what was sent.
 */
export function responder(metodo: Metodo, caminho: string, ...respostas: Resposta[]): Pedido[] {
  const pedidos: Pedido[] = [];
  const seguintes = [...respostas];
  servidor.use(
    http[metodo](caminho, async ({ request }) => {
      pedidos.push({
        metodo: request.method,
        url: new URL(request.url),
        cabecalhos: request.headers,
        corpo: await lerCorpo(request.clone()),
      });
      const resposta = (seguintes.length > 1 ? seguintes.shift() : seguintes[0]) ?? 'pendente';
      return paraResposta(resposta);
    }),
  );
  return pedidos;
}

/** Answers with `objecto` in a successful envelope. */
export const responderCom = (metodo: Metodo, caminho: string, objecto: unknown, status = 200) =>
  responder(metodo, caminho, { objecto, status });

/** Answers with an HTTP error status and its envelope. */
export const responderErro = (
  metodo: Metodo,
  caminho: string,
  status: number,
  extra: { mensagem?: string; erros?: Record<string, string> } = {},
) => responder(metodo, caminho, { status, ...extra });

/** The connection fails: the client sees no answer at all. */
export const responderSemRede = (metodo: Metodo, caminho: string) =>
  responder(metodo, caminho, 'sem-rede');
