import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Fornecedor = 'turnstile' | 'hcaptcha' | 'grecaptcha';

interface Verificacao {
  token: string;
  sucesso: boolean;
  /** The provider's error code when refused (`timeout-or-duplicate` for a token used before). */
  motivo?: string;
}

/** The stand-in captcha service, started by a test on a loopback port and read by it. */
export interface CaptchaFalso {
  /** Where the site loads the widget script from (`CAPTCHA_SCRIPT_URL`). */
  scriptUrl: string;
  /** Where the backend verifies tokens (`CAPTCHA_VERIFY_URL`). */
  verifyUrl: string;
  /** Which provider the script plays; read at each load of the script. */
  fornecedor: Fornecedor;
  /** Every token handed to a widget, in order. */
  emitidos: string[];
  /** Every verification the backend asked for, in order. */
  verificacoes: Verificacao[];
  /** The next verification is refused although its token is good (as when a challenge was failed). */
  recusarProxima(): void;
  fechar(): Promise<void>;
}

const SCRIPT = readFileSync(new URL('./api.js', import.meta.url), 'utf8');

function lerCorpo(pedido: IncomingMessage): Promise<string> {
  return new Promise((resolver, rejeitar) => {
    let corpo = '';
    pedido.setEncoding('utf8');
    pedido.on('data', (parte: string) => (corpo += parte));
    pedido.on('end', () => resolver(corpo));
    pedido.on('error', rejeitar);
  });
}

function json(resposta: ServerResponse, status: number, corpo: unknown) {
  resposta.writeHead(status, {
    'content-type': 'application/json',
    // The widget asks for its token from the site's origin, as the real ones talk to their own.
    'access-control-allow-origin': '*',
  });
  resposta.end(JSON.stringify(corpo));
}

/**
 * Starts the stand-in on 127.0.0.1:`porta`: `GET /api.js` (the widget script), `GET /token`
 * (a fresh token for a widget with the right site key) and `POST /siteverify` (the providers'
 * verification: form-encoded `secret`, `response`, `remoteip`; each token passes once).
 */
export async function iniciarCaptchaFalso(opcoes: {
  porta: number;
  siteKey: string;
  secret: string;
}): Promise<CaptchaFalso> {
  const origem = `http://127.0.0.1:${opcoes.porta}`;
  const usados = new Set<string>();
  let recusas = 0;
  const estado: CaptchaFalso = {
    scriptUrl: `${origem}/api.js`,
    verifyUrl: `${origem}/siteverify`,
    fornecedor: 'turnstile',
    emitidos: [],
    verificacoes: [],
    recusarProxima: () => {
      recusas += 1;
    },
    fechar: () =>
      new Promise((resolver, rejeitar) => {
        servidor.closeAllConnections();
        servidor.close((erro) => (erro ? rejeitar(erro) : resolver()));
      }),
  };

  const verificar = (corpo: URLSearchParams): Verificacao => {
    const token = corpo.get('response') ?? '';
    if (corpo.get('secret') !== opcoes.secret)
      return { token, sucesso: false, motivo: 'invalid-input-secret' };
    if (!estado.emitidos.includes(token))
      return { token, sucesso: false, motivo: 'invalid-input-response' };
    if (usados.has(token)) return { token, sucesso: false, motivo: 'timeout-or-duplicate' };
    usados.add(token);
    if (recusas > 0) {
      recusas -= 1;
      return { token, sucesso: false, motivo: 'invalid-input-response' };
    }
    return { token, sucesso: true };
  };

  const servidor = createServer((pedido, resposta) => {
    const url = new URL(pedido.url ?? '/', origem);
    if (pedido.method === 'GET' && url.pathname === '/api.js') {
      resposta.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      resposta.end(
        SCRIPT.replace('__FORNECEDOR__', estado.fornecedor).replace('__ORIGEM__', origem),
      );
      return;
    }
    if (pedido.method === 'GET' && url.pathname === '/token') {
      if (url.searchParams.get('sitekey') !== opcoes.siteKey) {
        json(resposta, 400, { erro: 'sitekey inválida' });
        return;
      }
      const token = `token-${estado.emitidos.length + 1}-${Math.random().toString(36).slice(2)}`;
      estado.emitidos.push(token);
      json(resposta, 200, { token });
      return;
    }
    if (pedido.method === 'POST' && url.pathname === '/siteverify') {
      void lerCorpo(pedido).then((texto) => {
        const verificacao = verificar(new URLSearchParams(texto));
        estado.verificacoes.push(verificacao);
        json(resposta, 200, {
          success: verificacao.sucesso,
          ...(verificacao.motivo ? { 'error-codes': [verificacao.motivo] } : {}),
        });
      });
      return;
    }
    json(resposta, 404, { erro: 'não existe' });
  });

  await new Promise<void>((resolver, rejeitar) => {
    servidor.once('error', rejeitar);
    servidor.listen(opcoes.porta, '127.0.0.1', resolver);
  });
  return estado;
}
