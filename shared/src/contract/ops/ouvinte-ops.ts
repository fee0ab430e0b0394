import { createServer, type Server } from 'node:http';

import type { OpcoesOps } from './ambiente-ops';

/** The paths of the ops listener: the Prometheus scrape and the versions live. */
export const CAMINHOS_OPS = { metricas: '/metrics', versoes: '/versoes' } as const;

/** One answer of the ops listener: its content type and body, made when asked. */
export interface RespostaOps {
  tipo: string;
  corpo: () => Promise<string> | string;
}

/** The ops listener, open. */
export interface OuvinteOps {
  /** `http://host:port`, the port as opened (METRICS_PORT=0 picks one). */
  url: string;
  fechar(): Promise<void>;
}

function abrir(servidor: Server, opcoes: NonNullable<OpcoesOps>): Promise<number> {
  return new Promise((resolver, rejeitar) => {
    servidor.once('error', rejeitar);
    servidor.listen(opcoes.porta, opcoes.host, () => {
      servidor.off('error', rejeitar);
      const endereco = servidor.address();
      resolver(typeof endereco === 'object' && endereco ? endereco.port : opcoes.porta);
    });
  });
}

/**
 * Opens a server program's ops address (METRICS_HOST:METRICS_PORT), apart from its public port:
 * GET or HEAD of each path of `rotas`, 404 for anything else. Null when METRICS_PORT=off, or when
 * the default port is taken (`avisar` says so); an explicit port that cannot be opened rejects.
 */
export async function abrirOuvinteOps(
  opcoes: OpcoesOps,
  rotas: Readonly<Record<string, RespostaOps>>,
  avisar: (mensagem: string) => void,
): Promise<OuvinteOps | null> {
  if (!opcoes) return null;
  const servidor = createServer((pedido, resposta) => {
    const rota = rotas[(pedido.url ?? '/').split('?')[0]!];
    if (!rota || (pedido.method !== 'GET' && pedido.method !== 'HEAD')) {
      resposta.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
      return;
    }
    Promise.resolve()
      .then(rota.corpo)
      .then(
        (corpo) => {
          resposta.writeHead(200, { 'content-type': rota.tipo, 'cache-control': 'no-store' });
          resposta.end(pedido.method === 'HEAD' ? undefined : corpo);
        },
        (erro: unknown) => {
          resposta.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          resposta.end(`${erro instanceof Error ? erro.message : String(erro)}\n`);
        },
      );
  });
  let porta: number;
  try {
    porta = await abrir(servidor, opcoes);
  } catch (erro) {
    const motivo = `METRICS_PORT ${opcoes.porta} on ${opcoes.host} could not be opened: ${
      erro instanceof Error ? erro.message : String(erro)
    }`;
    if (opcoes.explicita) throw new Error(motivo);
    avisar(`${motivo}; this process runs without its metrics (set METRICS_PORT)`);
    return null;
  }
  const host = opcoes.host.includes(':') ? `[${opcoes.host}]` : opcoes.host;
  return {
    url: `http://${host}:${porta}`,
    fechar: () =>
      new Promise((resolver) => {
        servidor.close(() => resolver());
        // A scraper's kept-alive connection must not hold the process open.
        servidor.closeAllConnections();
      }),
  };
}
