import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';

import { construirAplicacaoImagens } from '../aplicacao-imagens';
import { lerConfiguracaoServidorImagens } from '../configuracao';

/** A picture file the fake CMS serves, with its content type and validators. */
interface Ficheiro {
  corpo: Buffer;
  tipo: string;
  etag?: string;
  /** Sent without Content-Length (chunked), as a streaming storage would. */
  semTamanho?: boolean;
}

type Rota = Ficheiro | ((pedido: IncomingMessage, resposta: ServerResponse) => void);

/** A CMS on loopback serving pictures, counting every request it receives. */
export interface OrigemImagens {
  origem: string;
  rotas: Map<string, Rota>;
  /** Paths asked, in order. */
  pedidos: string[];
  fechar(): Promise<void>;
}

export async function criarOrigemImagens(): Promise<OrigemImagens> {
  const rotas = new Map<string, Rota>();
  const pedidos: string[] = [];
  const servidor = createServer((pedido, resposta) => {
    const caminho = pedido.url ?? '/';
    pedidos.push(caminho);
    const rota = rotas.get(caminho);
    if (!rota) {
      resposta.writeHead(404, { 'content-type': 'text/plain' }).end('nada');
      return;
    }
    if (typeof rota === 'function') {
      rota(pedido, resposta);
      return;
    }
    if (rota.etag && pedido.headers['if-none-match'] === rota.etag) {
      resposta.writeHead(304, { etag: rota.etag }).end();
      return;
    }
    resposta.writeHead(200, {
      'content-type': rota.tipo,
      ...(rota.semTamanho ? {} : { 'content-length': rota.corpo.length }),
      ...(rota.etag ? { etag: rota.etag } : {}),
    });
    resposta.end(rota.corpo);
  });
  await new Promise<void>((resolver) => servidor.listen(0, '127.0.0.1', resolver));
  const { port } = servidor.address() as AddressInfo;
  return {
    origem: `http://127.0.0.1:${port}`,
    rotas,
    pedidos,
    fechar: () => new Promise((resolver) => servidor.close(() => resolver())),
  };
}

/** A photo with camera EXIF and a GPS block, as a phone or a camera writes it. */
export function fotografia(largura: number, altura: number, cor = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width: largura, height: altura, channels: 3, background: cor } })
    .composite([
      {
        input: {
          create: {
            width: Math.round(largura / 2),
            height: Math.round(altura / 2),
            channels: 3,
            background: '#f4d35e',
          },
        },
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 250D' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '8/1 50/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 14/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether raw EXIF holds a GPS block: the GPSInfo pointer tag (0x8825), in either byte order. */
export function temGps(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
  );
}

/** The image endpoint as its own server, on a fresh cache folder, with the fake CMS as its upstream. */
export async function criarServidorDeTeste(
  origem: OrigemImagens,
  env: Record<string, string> = {},
  opcoes: { lookup?: LookupFunction; agora?: () => number; pasta?: string } = {},
) {
  const pasta = opcoes.pasta ?? mkdtempSync(join(tmpdir(), 'imagens-teste-'));
  const config = lerConfiguracaoServidorImagens({
    CMS_UPSTREAM: origem.origem,
    EVE_UPSTREAM: origem.origem,
    APL_UPSTREAM: origem.origem,
    IMAGENS_CACHE_DIR: pasta,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { app, servico } = await construirAplicacaoImagens(config, {
    logger: false,
    ...(opcoes.lookup ? { lookup: opcoes.lookup } : {}),
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
  });
  return {
    app,
    servico,
    pasta,
    async fechar(apagar = true) {
      await app.close();
      if (apagar) rmSync(pasta, { recursive: true, force: true });
    },
  };
}

/** What Chromium sends for an `<img>`. */
export const ACCEPT_CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
