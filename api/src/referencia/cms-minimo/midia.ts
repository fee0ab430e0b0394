import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ArmazemFotografias } from '../midia/armazem-fotografias';
import { assinaturaFotografia, gerarFotografia } from '../midia/fotografia';

import { PREFIXO_UPLOADS, receitaUpload, UPLOADS_MINIMOS } from './uploads';

export interface ServidorMidiaMinima {
  /** `http://127.0.0.1:<porta>`: give it to the API as `origemMidiaMinima`. */
  origem: string;
  fechar(): Promise<void>;
}

/** What the server knows of one upload: the file the store keeps it in, and its validator. */
interface Ficheiro {
  ficheiro: string;
  etag: string;
}

/** Registers every upload with the store (nothing is made yet) and indexes them by URL path. */
function registarUploads(fotografias: ArmazemFotografias): Map<string, Ficheiro> {
  const porCaminho = new Map<string, Ficheiro>();
  for (const upload of Object.values(UPLOADS_MINIMOS)) {
    const receita = receitaUpload(upload);
    const assinatura = assinaturaFotografia(receita);
    // The recipe's hash names the kept file and makes the ETag: the URL itself carries none.
    const ficheiro = `cms-minimo-${upload.caminho.replaceAll('/', '-').replace(/\.jpg$/, '')}.${assinatura}.jpg`;
    fotografias.registar(ficheiro, () => gerarFotografia(receita));
    porCaminho.set(`${PREFIXO_UPLOADS}${upload.caminho}`, { ficheiro, etag: `"${assinatura}"` });
  }
  return porCaminho;
}

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
function corresponde(pedido: IncomingMessage, etag: string): boolean {
  const cabecalho = pedido.headers['if-none-match'];
  if (!cabecalho) return false;
  return cabecalho
    .split(',')
    .map((parte) => parte.trim().replace(/^W\//, ''))
    .some((parte) => parte === '*' || parte === etag);
}

function texto(resposta: ServerResponse, status: number, mensagem: string, extra = {}): void {
  resposta.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extra });
  resposta.end(mensagem);
}

async function responder(
  pedido: IncomingMessage,
  resposta: ServerResponse,
  porCaminho: Map<string, Ficheiro>,
  fotografias: ArmazemFotografias,
): Promise<void> {
  const caminho = new URL(pedido.url ?? '/', 'http://midia.invalid').pathname;
  const upload = porCaminho.get(caminho);
  if (!upload) return texto(resposta, 404, 'Ficheiro não encontrado.');
  if (pedido.method !== 'GET' && pedido.method !== 'HEAD') {
    return texto(resposta, 405, 'Método não permitido.', { allow: 'GET, HEAD' });
  }
  const validacao = { etag: upload.etag, 'cache-control': 'public, max-age=3600' };
  if (corresponde(pedido, upload.etag)) {
    resposta.writeHead(304, validacao).end();
    return;
  }
  const fotografia = await fotografias.obter(upload.ficheiro);
  if (!fotografia) return texto(resposta, 404, 'Ficheiro não encontrado.');
  resposta.writeHead(200, {
    ...validacao,
    'content-type': 'image/jpeg',
    'content-length': fotografia.conteudo.length,
    'last-modified': fotografia.modificado.toUTCString(),
  });
  resposta.end(pedido.method === 'HEAD' ? undefined : fotografia.conteudo);
}

/**
 * The minimal CMS's media host, as a real CMS's uploads are served from an origin of their own
 * (`http://127.0.0.1:<porta>/uploads/2026/06/foto.jpg`): no hash in the names, so whoever shows
 * them revalidates with `If-None-Match`. The photographs are made on first request, and kept, by
 * `fotografias`; any other path is a 404.
 */
export async function iniciarServidorMidiaMinima(opcoes: {
  fotografias: ArmazemFotografias;
  /** 0 (the default) takes any free port. */
  porta?: number;
}): Promise<ServidorMidiaMinima> {
  const porCaminho = registarUploads(opcoes.fotografias);
  const servidor = createServer((pedido, resposta) => {
    responder(pedido, resposta, porCaminho, opcoes.fotografias).catch(() => {
      if (resposta.headersSent) resposta.destroy();
      else texto(resposta, 500, 'Não foi possível preparar a imagem.');
    });
  });
  servidor.listen(opcoes.porta ?? 0, '127.0.0.1');
  await once(servidor, 'listening');
  const { port } = servidor.address() as AddressInfo;
  return {
    origem: `http://127.0.0.1:${port}`,
    fechar: () =>
      new Promise<void>((resolver) => {
        servidor.close(() => resolver());
        // Keep-alive connections of the image endpoint would hold `close` back.
        servidor.closeAllConnections();
      }),
  };
}
