import { Agent, request } from 'node:http';
import { connect } from 'node:net';

import { BASES_API } from '@site/shared/contract';

export interface Resposta {
  status: number;
  cabecalhos: Record<string, string | string[] | undefined>;
  texto: string;
  /** Bytes of the body (a picture's weight). */
  tamanho: number;
}

const agente = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One raw HTTP request over loopback with full control of method, headers and body bytes
 * (fetch would add or refuse some of them). Rejects on network errors and after `limiteMs`.
 */
export function pedir(opcoes: {
  url: string;
  metodo?: string;
  cabecalhos?: Record<string, string | string[]>;
  corpo?: string | Buffer;
  limiteMs?: number;
  semKeepAlive?: boolean;
}): Promise<Resposta> {
  return new Promise((resolver, rejeitar) => {
    const corpo = typeof opcoes.corpo === 'string' ? Buffer.from(opcoes.corpo) : opcoes.corpo;
    const cabecalhos: Record<string, string | string[]> = { ...(opcoes.cabecalhos ?? {}) };
    if (corpo && !Object.keys(cabecalhos).some((c) => c.toLowerCase() === 'content-length')) {
      cabecalhos['content-length'] = String(corpo.length);
    }
    const pedido = request(
      opcoes.url,
      {
        method: opcoes.metodo ?? 'GET',
        headers: cabecalhos,
        agent: opcoes.semKeepAlive ? false : agente,
        timeout: opcoes.limiteMs ?? 30_000,
      },
      (resposta) => {
        const partes: Buffer[] = [];
        resposta.on('data', (parte: Buffer) => partes.push(parte));
        resposta.on('end', () => {
          const corpoResposta = Buffer.concat(partes);
          resolver({
            status: resposta.statusCode ?? 0,
            cabecalhos: resposta.headers,
            texto: corpoResposta.toString('utf8'),
            tamanho: corpoResposta.length,
          });
        });
        resposta.on('error', rejeitar);
      },
    );
    pedido.on('timeout', () => pedido.destroy(new Error('timeout')));
    pedido.on('error', rejeitar);
    pedido.end(corpo);
  });
}

/**
 * A request written on a bare socket, for bodies the server refuses before reading them: the
 * server answers 413 and closes while we are still writing, which an HTTP client reports as EPIPE
 * instead of the answer. Here the body waits 300 ms for an early answer, write errors are ignored
 * and whatever arrived is parsed.
 */
export function pedirSocket(opcoes: {
  url: string;
  metodo: string;
  cabecalhos: Record<string, string>;
  corpo: Buffer | string;
  limiteMs?: number;
}): Promise<Resposta> {
  const url = new URL(opcoes.url);
  const corpo = typeof opcoes.corpo === 'string' ? Buffer.from(opcoes.corpo) : opcoes.corpo;
  const linhas = [
    `${opcoes.metodo} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: close',
    `content-length: ${corpo.length}`,
    ...Object.entries(opcoes.cabecalhos).map(([nome, valor]) => `${nome}: ${valor}`),
  ];
  return new Promise((resolver, rejeitar) => {
    const partes: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    socket.setTimeout(opcoes.limiteMs ?? 30_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (parte: Buffer) => partes.push(parte));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const bruto = Buffer.concat(partes).toString('utf8');
      const fim = bruto.indexOf('\r\n\r\n');
      const estado = /^HTTP\/1\.[01] (\d{3})/.exec(bruto);
      if (!estado || fim < 0) {
        rejeitar(new Error('connection closed without an HTTP answer'));
        return;
      }
      const cabecalhos: Record<string, string> = {};
      for (const linha of bruto.slice(0, fim).split('\r\n').slice(1)) {
        const separador = linha.indexOf(':');
        cabecalhos[linha.slice(0, separador).trim().toLowerCase()] = linha
          .slice(separador + 1)
          .trim();
      }
      let texto = bruto.slice(fim + 4);
      if (/chunked/i.test(cabecalhos['transfer-encoding'] ?? '')) {
        let saida = '';
        let resto = texto;
        for (;;) {
          const quebra = resto.indexOf('\r\n');
          const tamanho = parseInt(resto.slice(0, quebra), 16);
          if (!tamanho) break;
          saida += resto.slice(quebra + 2, quebra + 2 + tamanho);
          resto = resto.slice(quebra + 4 + tamanho);
        }
        texto = saida;
      }
      resolver({ status: Number(estado[1]), cabecalhos, texto, tamanho: Buffer.byteLength(texto) });
    });
    // Headers first: a server that refuses by Content-Length answers before the body is sent,
    // and a client that then stops writing sees that answer (otherwise the kernel may reset it).
    socket.write(`${linhas.join('\r\n')}\r\n\r\n`);
    const escreverCorpo = setTimeout(() => socket.end(corpo), 300);
    socket.once('data', () => {
      clearTimeout(escreverCorpo);
      socket.end();
    });
  });
}

/** The XSRF token the backend hands out (a HEAD to the API base, as the site's client does). */
export async function obterTokenXsrf(urlSite: string): Promise<string> {
  const resposta = await pedir({ url: `${urlSite}${BASES_API.cms}`, metodo: 'HEAD' });
  const cookies = ([] as string[]).concat(resposta.cabecalhos['set-cookie'] ?? []);
  const token = cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error('the backend did not set the XSRF-TOKEN cookie');
  return token;
}

/** Headers of a well-formed JSON POST from the site: XSRF cookie and header, optional key. */
export function cabecalhosValidos(token: string, chave?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    ...(chave ? { 'idempotency-key': chave } : {}),
  };
}

/** Words that give away an English message (none of them is Portuguese). */
const INGLES =
  /\b(the|is|are|not|invalid|error|request|required|must|should|please|failed|unexpected|internal|server|found|expected|received|body|too|large|method|allowed|forbidden|missing|field|string|number|input|object|array|unknown|property|keys?)\b/i;
/** Marks of Portuguese: accented letters or very common words. */
const PORTUGUES =
  /[ãõçáéíóúâêôà]|\b(o|a|os|as|um|uma|de|do|da|em|no|na|para|com|pelo|pela|menos|não|pedido|indique|verifique|este|esta)\b/i;

/** Whether a message reads as Portuguese (and not English). */
export function emPortugues(mensagem: unknown): boolean {
  return (
    typeof mensagem === 'string' &&
    mensagem.trim() !== '' &&
    !INGLES.test(mensagem) &&
    PORTUGUES.test(mensagem)
  );
}

/** The envelope of an error answer, when the body is one. */
export function lerEnvelope(texto: string): {
  mensagem?: unknown;
  statusCode?: unknown;
  erros?: Record<string, unknown>;
  objecto?: unknown;
} | null {
  try {
    const valor = JSON.parse(texto) as unknown;
    return typeof valor === 'object' && valor !== null ? (valor as never) : null;
  } catch {
    return null;
  }
}
