/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { descarregarOriginal, type LimitesDescarga } from './descarregar';
import { fotografia } from './testes/origem-imagens';

const LIMITES: LimitesDescarga = { maxBytes: 5_000_000, maxMegapixeis: 40, prazoMs: 5000 };

let servidor: Server;
let base: string;
let foto: Buffer;
/** Requests answered, and connections the server closed as a request arrived on them. */
let respondidos = 0;
let fechadas = 0;

beforeAll(async () => {
  foto = await fotografia(40, 30);
  // The second request on any connection finds it closed, as a server's idle timeout closes a
  // kept connection at the moment a client reuses it.
  const pedidosPorLigacao = new WeakMap<object, number>();
  servidor = createServer((pedido, resposta) => {
    const n = (pedidosPorLigacao.get(pedido.socket) ?? 0) + 1;
    pedidosPorLigacao.set(pedido.socket, n);
    if (n > 1) {
      fechadas += 1;
      pedido.socket.destroy();
      return;
    }
    respondidos += 1;
    resposta.writeHead(200, { 'content-type': 'image/jpeg', connection: 'keep-alive' }).end(foto);
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((r) => servidor.close(r)));

describe('descarregar um original', () => {
  it('uma ligação mantida que o servidor fechou não faz falhar a imagem: o pedido vai de novo numa ligação nova', async () => {
    const politica = {
      bases: { cms: `${base}/cms`, eve: `${base}/eve`, apl: `${base}/apl` },
      midia: [],
    };
    const primeira = await descarregarOriginal(`${base}/cms/media/a.jpg`, politica, LIMITES);
    // The same kept connection, closed by the server as this request goes out.
    const segunda = await descarregarOriginal(`${base}/cms/media/b.jpg`, politica, LIMITES);
    for (const descarga of [primeira, segunda]) {
      expect(descarga.desfecho).toBe('novo');
      if (descarga.desfecho === 'novo') expect(descarga.original.bytes.equals(foto)).toBe(true);
    }
    expect(fechadas).toBe(1);
    expect(respondidos).toBe(2);
  });
});
