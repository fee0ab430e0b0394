import { Agent as AgenteHttp, request as pedidoHttp, type IncomingMessage } from 'node:http';
import { Agent as AgenteHttps, request as pedidoHttps } from 'node:https';
import type { LookupFunction } from 'node:net';

import { MENSAGENS, mensagemImagemGrande } from '@site/shared/contract';

import { EnderecoInterno, lookupPublico } from './enderecos';
import { BYTES_DETECCAO, detectarFormato, type FormatoOriginal } from './formato';
import { destinoDaImagem, type Destino, type PoliticaOrigens } from './politica';
import { RecusaImagem } from './recusa';

/** An original as the CMS served it. */
export interface Original {
  bytes: Buffer;
  formato: FormatoOriginal;
  etag: string;
  ultimaModificacao: string;
}

export type Descarga = { desfecho: 'novo'; original: Original } | { desfecho: 'inalterado' };

export interface LimitesDescarga {
  /** Largest original accepted, in bytes. */
  maxBytes: number;
  /** For the refusal text: the limit of pixels, in megapixels. */
  maxMegapixeis: number;
  /** Time allowed for the whole download, redirects included. */
  prazoMs: number;
  /** Replaces the DNS lookup (tests); public-only checks apply on top of it. */
  lookup?: LookupFunction;
}

/**
 * Connections of the endpoint's own, kept for the next picture, without the 5 s socket timeout of
 * Node's global agent: on the local site, where the embedded CMS makes a seed photo on its first
 * request (seconds when several are asked at once), originals fetched through the global agent
 * failed at exactly 5 s. The download's own deadline (`prazoMs`) is what bounds a request.
 */
const AGENTES = {
  'http:': new AgenteHttp({ keepAlive: true }),
  'https:': new AgenteHttps({ keepAlive: true }),
};

/** Redirects followed at most, each to a place the policy allows. */
const MAX_REDIRECCIONAMENTOS = 3;

function pedir(
  destino: Destino,
  cabecalhos: Record<string, string>,
  limites: LimitesDescarga,
  sinal: AbortSignal,
  novaTentativa = true,
): Promise<IncomingMessage> {
  const { url, confianca } = destino;
  const lookup = confianca === 'publico' ? lookupPublico(limites.lookup) : limites.lookup;
  const pedido = url.protocol === 'https:' ? pedidoHttps : pedidoHttp;
  return new Promise((resolver, rejeitar) => {
    const agent = url.protocol === 'https:' ? AGENTES['https:'] : AGENTES['http:'];
    const envio = pedido(
      url,
      { headers: cabecalhos, signal: sinal, agent, ...(lookup ? { lookup } : {}) },
      resolver,
    );
    envio.on('error', (erro: NodeJS.ErrnoException) => {
      // A kept connection that the server closed as this request went out (its idle timeout):
      // nothing was answered, and a GET is sent again once, on a new connection, as Node's
      // documentation of `reusedSocket` advises. Anything else is the origin's failure.
      if (novaTentativa && envio.reusedSocket && erro.code === 'ECONNRESET' && !sinal.aborted) {
        resolver(pedir(destino, cabecalhos, limites, sinal, false));
        return;
      }
      rejeitar(erro);
    });
    envio.end();
  });
}

/** Reads a body up to `maxBytes`, refusing a non-picture from its first bytes. */
async function lerCorpo(
  resposta: IncomingMessage,
  limites: LimitesDescarga,
): Promise<{ bytes: Buffer; formato: FormatoOriginal }> {
  const demasiado = new RecusaImagem(
    413,
    mensagemImagemGrande(Math.round(limites.maxBytes / 1024 / 1024), limites.maxMegapixeis),
  );
  const declarado = Number(resposta.headers['content-length']);
  if (Number.isFinite(declarado) && declarado > limites.maxBytes) throw demasiado;
  const tipo = String(resposta.headers['content-type'] ?? '').toLowerCase();
  // Storage services often say octet-stream; an HTML or JSON page is never a picture.
  if (/^(?:text\/(?!xml)|application\/(?:json|javascript|x-javascript))/.test(tipo)) {
    throw new RecusaImagem(415, MENSAGENS.imagemNaoEImagem);
  }
  const partes: Buffer[] = [];
  let total = 0;
  let formato: FormatoOriginal | null = null;
  for await (const parte of resposta as AsyncIterable<Buffer>) {
    partes.push(parte);
    total += parte.length;
    if (total > limites.maxBytes) throw demasiado;
    if (formato === null && total >= BYTES_DETECCAO) {
      formato = detectarFormato(Buffer.concat(partes));
      if (!formato) throw new RecusaImagem(415, MENSAGENS.imagemNaoEImagem);
    }
  }
  const bytes = Buffer.concat(partes);
  formato ??= detectarFormato(bytes);
  if (!formato) throw new RecusaImagem(415, MENSAGENS.imagemNaoEImagem);
  return { bytes, formato };
}

/**
 * Fetches an original from where the policy allows, following at most three redirects that
 * stay there, within the size and time limits. With `condicional` (the validators of a copy
 * already kept) a 304 answers "inalterado". Refusals are {@link RecusaImagem} with a 4xx; an
 * upstream that fails or does not answer in time is a 502 or 504.
 */
export async function descarregarOriginal(
  url: string,
  politica: PoliticaOrigens,
  limites: LimitesDescarga,
  condicional?: { etag: string; ultimaModificacao: string },
): Promise<Descarga> {
  const sinal = AbortSignal.timeout(limites.prazoMs);
  let destino = destinoDaImagem(url, politica);
  for (let salto = 0; ; salto += 1) {
    const cabecalhos: Record<string, string> = {
      accept: 'image/*',
      'user-agent': 'site-imagens/1.0',
      ...(condicional?.etag ? { 'if-none-match': condicional.etag } : {}),
      ...(condicional?.ultimaModificacao
        ? { 'if-modified-since': condicional.ultimaModificacao }
        : {}),
    };
    let resposta: IncomingMessage;
    try {
      resposta = await pedir(destino, cabecalhos, limites, sinal);
    } catch (erro) {
      if (erro instanceof EnderecoInterno)
        throw new RecusaImagem(403, MENSAGENS.imagemEnderecoInterno);
      throw new RecusaImagem(sinal.aborted ? 504 : 502, MENSAGENS.imagemOrigemIndisponivel);
    }
    const status = resposta.statusCode ?? 0;
    try {
      if (status >= 300 && status < 400 && status !== 304) {
        const local = resposta.headers.location;
        if (!local || salto >= MAX_REDIRECCIONAMENTOS) {
          throw new RecusaImagem(502, MENSAGENS.imagemOrigemIndisponivel);
        }
        try {
          destino = destinoDaImagem(new URL(local, destino.url).href, politica);
        } catch {
          throw new RecusaImagem(403, MENSAGENS.imagemRedireccionada);
        }
        continue;
      }
      if (status === 304 && condicional) return { desfecho: 'inalterado' };
      if (status === 404 || status === 410)
        throw new RecusaImagem(404, MENSAGENS.imagemInexistente);
      if (status !== 200) throw new RecusaImagem(502, MENSAGENS.imagemOrigemIndisponivel);
      const { bytes, formato } = await lerCorpo(resposta, limites);
      return {
        desfecho: 'novo',
        original: {
          bytes,
          formato,
          etag: String(resposta.headers.etag ?? ''),
          ultimaModificacao: String(resposta.headers['last-modified'] ?? ''),
        },
      };
    } catch (erro) {
      if (erro instanceof RecusaImagem) throw erro;
      throw new RecusaImagem(sinal.aborted ? 504 : 502, MENSAGENS.imagemOrigemIndisponivel);
    } finally {
      resposta.destroy();
    }
  }
}
