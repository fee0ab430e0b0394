import type { FastifyReply } from 'fastify';

import type { FicheiroMedia } from '../midia/catalogo';
import type { ArquivoGerado } from '../semente';

/** An ASCII stand-in for a file name: accents folded, quotes and controls replaced. */
function nomeAscii(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[—–]/g, '-')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/** `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266 / RFC 5987). */
function contentDisposition(nome: string): string {
  const codificado = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${nomeAscii(nome)}"; filename*=UTF-8''${codificado}`;
}

/** Sends an attachment for download, with its real name and size. */
export function enviarArquivo(resposta: FastifyReply, arquivo: ArquivoGerado) {
  return resposta
    .header('content-type', arquivo.anexo.tipoMime)
    .header('content-disposition', contentDisposition(arquivo.anexo.nome))
    .header('content-length', arquivo.conteudo.length)
    .header('cache-control', 'public, max-age=3600')
    .send(arquivo.conteudo);
}

/** Sends a generated picture; its name carries a content hash, so it can be cached for a year. */
export function enviarMedia(resposta: FastifyReply, ficheiro: FicheiroMedia) {
  return resposta
    .header('content-type', ficheiro.tipoMime)
    .header('content-length', ficheiro.conteudo.length)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(ficheiro.conteudo);
}
