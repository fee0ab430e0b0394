import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import {
  cabecalhosSeguranca,
  type DefinicoesRenderizador,
  type RecursosArranque,
} from '@site/shared/contract';

import type { Renderizador } from './renderizador';

/** Where each request answered is reported (the process's HTTP histogram), if measured. */
type MedirPedido = (
  metodo: string | undefined,
  rota: string,
  status: number,
  segundos: number,
) => void;

/** The public origin a request came to, as the gateway forwarded it. */
function origemDoPedido(pedido: IncomingMessage): string {
  const protocolo = String(pedido.headers['x-forwarded-proto'] ?? 'http')
    .split(',')[0]!
    .trim();
  const anfitriao = String(pedido.headers['x-forwarded-host'] ?? pedido.headers.host ?? 'localhost')
    .split(',')[0]!
    .trim();
  return `${protocolo === 'https' ? 'https' : 'http'}://${anfitriao}`;
}

/**
 * The renderer as an HTTP server behind the gateway: GET and HEAD of a page address answer its
 * rendered HTML (`X-Cache` says from where, `Cache-Control` how long a shared cache may keep it);
 * `/saude` is the health check, with the renderer's counters. When no page can be
 * rendered at all, it answers 503 and the gateway serves the browser-rendered page instead.
 * Metrics are not here: they answer on the ops address (see ops-servidor.ts), so `/metrics` on
 * this port is a page address like any other (a 404 page).
 */
export function criarServidorHttp(
  renderizador: Renderizador,
  definicoes: DefinicoesRenderizador,
  medir?: MedirPedido,
) {
  const seguranca = cabecalhosSeguranca(definicoes.origemCaptcha);
  return createServer((pedido: IncomingMessage, resposta: ServerResponse) => {
    const url = pedido.url ?? '/';
    if (medir) {
      const inicio = performance.now();
      resposta.once('finish', () => {
        const rota = url === '/saude' ? url : renderizador.rotaDe(url);
        medir(pedido.method, rota, resposta.statusCode, (performance.now() - inicio) / 1000);
      });
    }
    if (url === '/saude') {
      resposta.writeHead(200, { 'content-type': 'application/json' });
      const { estatisticas, ocupacao } = renderizador;
      resposta.end(JSON.stringify({ estado: 'ok', ...estatisticas, ...ocupacao }));
      return;
    }
    if (pedido.method !== 'GET' && pedido.method !== 'HEAD') {
      resposta.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      resposta.end('Método não permitido.');
      return;
    }
    renderizador.responder(url, origemDoPedido(pedido)).then(
      (pagina) => {
        // The compressed body made with the render, for whoever takes gzip (the gateway asks for
        // it and keeps it: its cache hits then send bytes without compressing them again).
        const gzip =
          pagina.corpoGzip && /\bgzip\b/i.test(String(pedido.headers['accept-encoding']));
        resposta.writeHead(pagina.status, {
          ...seguranca,
          ...pagina.cabecalhos,
          ...(pagina.corpoGzip ? { vary: 'Accept-Encoding' } : {}),
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          'x-cache': pagina.cache,
        });
        if (pedido.method === 'HEAD') resposta.end();
        else resposta.end(gzip ? pagina.corpoGzip : pagina.corpo);
      },
      (erro: unknown) => {
        console.error(`[ssr] ${url}:`, erro instanceof Error ? erro.message : erro);
        resposta.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
        resposta.end('Página indisponível no servidor; o navegador desenha-a.');
      },
    );
  });
}

/** The shell build's template and application files, which the renderer's pages point to. */
export function lerConstrucaoShell(definicoes: DefinicoesRenderizador) {
  return {
    modeloHtml: readFileSync(definicoes.ficheiroModeloHtml, 'utf8'),
    recursosArranque: JSON.parse(
      readFileSync(definicoes.ficheiroRecursosArranque, 'utf8'),
    ) as RecursosArranque,
  };
}
