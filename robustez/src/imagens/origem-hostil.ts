import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/*
 * A media host configured for the site (IMAGENS_ORIGENS) that answers every way a picture
 * request can go wrong: redirects out of the allowed origins, pages that are not pictures,
 * originals past the size limits, decompression bombs, SVGs with script. The image endpoint must
 * answer each with its own 4xx (or 502 when the host itself misbehaves), never a picture and
 * never a crash.
 */

/** A PNG whose header declares `largura`×`altura` pixels but whose data is a few bytes. */
function pngDeclarando(largura: number, altura: number): Buffer {
  const bloco = (tipo: string, dados: Buffer) => {
    const cabeca = Buffer.alloc(4);
    cabeca.writeUInt32BE(dados.length);
    const tipoEDados = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(tipoEDados));
    return Buffer.concat([cabeca, tipoEDados, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    bloco('IEND', Buffer.alloc(0)),
    Buffer.alloc(2048),
  ]);
}

const svg = (corpo: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">${corpo}</svg>`;

type Resposta = (resposta: ServerResponse) => void;

const ficheiro =
  (tipo: string, corpo: string | Buffer): Resposta =>
  (resposta) => {
    resposta.writeHead(200, { 'content-type': tipo, 'content-length': Buffer.byteLength(corpo) });
    resposta.end(corpo);
  };

const redirecciona =
  (destino: string): Resposta =>
  (resposta) => {
    resposta.writeHead(302, { location: destino }).end();
  };

/** 30 MB of "JPEG", streamed until the client hangs up. */
const semFim =
  (anunciado: boolean): Resposta =>
  (resposta) => {
    resposta.writeHead(200, {
      'content-type': 'image/jpeg',
      ...(anunciado ? { 'content-length': 30 * 1024 * 1024 } : {}),
    });
    resposta.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const pedaco = Buffer.alloc(256 * 1024);
    let escrito = 0;
    const escrever = () => {
      while (escrito < 30 * 1024 * 1024 && !resposta.destroyed) {
        escrito += pedaco.length;
        if (!resposta.write(pedaco)) {
          resposta.once('drain', escrever);
          return;
        }
      }
      resposta.end();
    };
    resposta.on('error', () => undefined);
    escrever();
  };

/** Each hostile path of the host, with the status the endpoint must answer for it. */
export const CAMINHOS_HOSTIS: Readonly<Record<string, { resposta: Resposta; estado: number }>> = {
  '/redirecciona-fora.jpg': {
    resposta: redirecciona('http://outro.exemplo.test/x.jpg'),
    estado: 403,
  },
  '/redirecciona-metadados.jpg': {
    resposta: redirecciona('http://169.254.169.254/latest/meta-data/'),
    estado: 403,
  },
  '/redirecciona-ficheiro.jpg': { resposta: redirecciona('file:///etc/passwd'), estado: 403 },
  '/redirecciona-ciclo.jpg': { resposta: redirecciona('/redirecciona-ciclo.jpg'), estado: 502 },
  '/pagina.jpg': {
    resposta: ficheiro('image/jpeg', `<!doctype html><title>x</title>${'<p>olá</p>'.repeat(300)}`),
    estado: 415,
  },
  '/dados.json': { resposta: ficheiro('application/json', '{"imagem":true}'), estado: 415 },
  '/texto.png': { resposta: ficheiro('image/png', 'isto não é uma imagem'), estado: 415 },
  '/documento.pdf': {
    resposta: ficheiro('application/pdf', `%PDF-1.4\n${'x'.repeat(4000)}`),
    estado: 415,
  },
  '/vazia.jpg': { resposta: ficheiro('image/jpeg', ''), estado: 415 },
  '/grande-anunciada.jpg': { resposta: semFim(true), estado: 413 },
  '/grande-sem-tamanho.jpg': { resposta: semFim(false), estado: 413 },
  '/bomba.png': { resposta: ficheiro('image/png', pngDeclarando(20_000, 20_000)), estado: 413 },
  '/script.svg': {
    resposta: ficheiro('image/svg+xml', svg('<script>top.__xss(1)</script>')),
    estado: 415,
  },
  '/onload.svg': {
    resposta: ficheiro('image/svg+xml', svg('<rect onload="top.__xss(2)"/>')),
    estado: 415,
  },
  '/foreign.svg': {
    resposta: ficheiro(
      'image/svg+xml',
      svg('<foreignObject><iframe src="javascript:1"/></foreignObject>'),
    ),
    estado: 415,
  },
  '/ligacao.svg': {
    resposta: ficheiro('image/svg+xml', svg('<a href="&#x6A;avascript:top.__xss(3)"><rect/></a>')),
    estado: 415,
  },
  '/entidade.svg': {
    resposta: ficheiro('image/svg+xml', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('&a;')}`),
    estado: 415,
  },
  '/inexistente.jpg': {
    resposta: (resposta) => resposta.writeHead(404).end(),
    estado: 404,
  },
  '/erro.jpg': {
    resposta: (resposta) => resposta.writeHead(500).end('falhou'),
    estado: 502,
  },
};

/** The hostile media host on loopback; `origem` is what IMAGENS_ORIGENS lists. */
export async function iniciarOrigemHostil(): Promise<{ origem: string; fechar(): Promise<void> }> {
  const servidor = createServer((pedido, resposta) => {
    const caso = CAMINHOS_HOSTIS[pedido.url ?? ''];
    if (caso) caso.resposta(resposta);
    else resposta.writeHead(404).end();
  });
  servidor.listen(0, '127.0.0.1');
  await once(servidor, 'listening');
  const { port } = servidor.address() as AddressInfo;
  return {
    origem: `http://127.0.0.1:${port}`,
    fechar: async () => {
      servidor.closeAllConnections();
      servidor.close();
      await once(servidor, 'close');
    },
  };
}
