import { once } from 'node:events';
import {
  createServer,
  request as pedidoHttp,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

import { aplicarMutacao, type Json, type Mutacao } from './mutacoes';
import { endpointDe, type Chamada } from './pagina';

/** Who asked: the server renderer (rendering the page) or the browser (after hydration). */
type Lado = 'servidor' | 'navegador';

/** One API call as the proxy saw it, with its real answer when recording. */
interface ChamadaVista extends Chamada {
  lado: Lado;
}

/** What one page is to get from the proxy. */
interface PedidoProxy {
  /** Answer this endpoint's calls (both sides) with the real answer mutated. */
  mutar?: { endpoint: string; mutacao: Mutacao };
  /** Answer this endpoint's calls (both sides) with this HTTP status (a control). */
  falhar?: { endpoint: string; status: number };
  /** Keep every call with its real answer (observing the unmutated site). */
  registar?: boolean;
}

/** What the proxy did for one page. */
export interface VistoProxy {
  chamadas: ChamadaVista[];
  /** Answers sent mutated, by side, and where the mutation landed in them. */
  aplicadas: Record<Lado, number>;
  locais: string[];
}

export interface ProxyFalhas {
  /** `http://127.0.0.1:port`: the APIs' upstream for the site under test (`CMS_API_URL`...). */
  url: string;
  /** Starts a page: from now on every call is answered as `pedido` says. */
  comecar(pedido: PedidoProxy): void;
  /** Ends the page: what was asked and what was changed since {@link comecar}. */
  terminar(): VistoProxy;
  fechar(): Promise<void>;
}

const nadaVisto = (): VistoProxy => ({
  chamadas: [],
  aplicadas: { servidor: 0, navegador: 0 },
  locais: [],
});

/** Browsers say `Mozilla/…`; the renderer's client (axios on Node) does not. */
const ladoDe = (cabecalhos: IncomingHttpHeaders): Lado =>
  /Mozilla\//.test(String(cabecalhos['user-agent'] ?? '')) ? 'navegador' : 'servidor';

/** Headers that no longer describe a body the proxy read and may have changed. */
const SEM_CORPO_ORIGINAL = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

async function lerCorpo(origem: IncomingMessage): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of origem) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

/**
 * A fault proxy on loopback in front of a reference backend: the site under test reads its APIs
 * through it, so that the server renderer and the browser (through the site) get the same
 * answers. For one page at a time it forwards every call, answers one endpoint's calls with the
 * real answer mutated (or with an HTTP error), and records who asked for what.
 */
export async function abrirProxyFalhas(destino: string, porta: number): Promise<ProxyFalhas> {
  const alvo = new URL(destino);
  let pedido: PedidoProxy = {};
  let visto = nadaVisto();

  const responder = (resposta: ServerResponse, origem: IncomingMessage, corpo: Buffer | string) => {
    const cabecalhos = Object.fromEntries(
      Object.entries(origem.headers).filter(([nome]) => !SEM_CORPO_ORIGINAL.has(nome)),
    );
    resposta.writeHead(origem.statusCode ?? 502, {
      ...cabecalhos,
      'content-length': Buffer.byteLength(corpo),
    });
    resposta.end(corpo);
  };

  const servidor = createServer((entrada, resposta) => {
    const chamada = endpointDe(entrada.method ?? 'GET', `http://proxy${entrada.url ?? '/'}`);
    const lado = ladoDe(entrada.headers);
    const { mutar, falhar, registar } = pedido;
    if (chamada && falhar?.endpoint === chamada.endpoint) {
      entrada.resume();
      resposta.writeHead(falhar.status, { 'content-type': 'text/plain; charset=utf-8' });
      resposta.end('falha provocada pelo teste');
      return;
    }
    const observada = chamada && (registar || mutar?.endpoint === chamada.endpoint);
    const saida = pedidoHttp(
      {
        host: alvo.hostname,
        port: alvo.port,
        path: entrada.url,
        method: entrada.method,
        // The answer is read as JSON here: asked uncompressed.
        headers: { ...entrada.headers, host: alvo.host, 'accept-encoding': 'identity' },
      },
      (origem) => {
        if (!observada) {
          resposta.writeHead(origem.statusCode ?? 502, origem.headers);
          origem.pipe(resposta);
          return;
        }
        void lerCorpo(origem).then(
          (bruto) => {
            let corpo: Json | undefined;
            try {
              corpo = JSON.parse(bruto.toString('utf8')) as Json;
            } catch {
              corpo = undefined;
            }
            visto.chamadas.push({
              ...chamada,
              lado,
              ...(registar && corpo !== undefined ? { resposta: corpo } : {}),
            });
            const mutada =
              corpo !== undefined && mutar?.endpoint === chamada.endpoint
                ? aplicarMutacao(corpo, mutar.mutacao)
                : undefined;
            if (!mutada) {
              responder(resposta, origem, bruto);
              return;
            }
            visto.aplicadas[lado] += 1;
            visto.locais.push(mutada.local);
            responder(resposta, origem, JSON.stringify(mutada.resposta));
          },
          () => resposta.destroy(),
        );
      },
    );
    saida.on('error', () => resposta.destroy());
    entrada.pipe(saida);
  });
  servidor.listen(porta, '127.0.0.1');
  await once(servidor, 'listening');
  return {
    url: `http://127.0.0.1:${porta}`,
    comecar(novo) {
      pedido = novo;
      visto = nadaVisto();
    },
    terminar() {
      const feito = visto;
      pedido = {};
      visto = nadaVisto();
      return feito;
    },
    async fechar() {
      servidor.closeAllConnections();
      servidor.close();
      await once(servidor, 'close');
    },
  };
}
