/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { context, INVALID_SPAN_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import Fastify from 'fastify';

import {
  iniciarRastreio,
  idsDoRastreio,
  idDoPedido,
  spanDoRastreio,
  temDestinoOtlp,
  type Rastreio,
} from '@site/shared/contract/ops/rastreio';

import { opcoesRegisto, rastrearPedidos } from './rastreio';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PAI = '00f067aa0ba902b7';

const ouvir = (servidor: Server) =>
  new Promise<string>((resolver) =>
    servidor.listen(0, '127.0.0.1', () => {
      resolver(`http://127.0.0.1:${(servidor.address() as AddressInfo).port}`);
    }),
  );

/** A request as the gateway sends it, written on a raw socket (no client of ours to trace it). */
function pedirComTraceparent(url: string, traceparent: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolver, rejeitar) => {
    const socket = connect(Number(port), hostname, () => {
      // Written, not ended: the server closes the connection once it has answered.
      socket.write(
        `GET /pagina HTTP/1.1\r\nHost: ${hostname}\r\ntraceparent: ${traceparent}\r\n` +
          'Connection: close\r\n\r\n',
      );
    });
    let resposta = '';
    socket.on('data', (pedaco: Buffer) => (resposta += pedaco.toString()));
    socket.on('end', () => resolver(resposta));
    socket.on('error', rejeitar);
  });
}

const execFileP = promisify(execFile);
const executar = (
  ficheiro: string,
  argumentos: string[],
  opcoes: { cwd: string; timeout: number },
) => execFileP(ficheiro, argumentos, opcoes);

/** The renderer's case, run by Node (types stripped): a node:http server that reads a CMS two ways. */
const CENARIO_HTTP = `
import http from 'node:http';
import { connect } from 'node:net';
import { context, INVALID_SPAN_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { iniciarRastreio, idsDoRastreio } from '${join(__dirname, '../../../shared/src/contract/ops/rastreio.ts')}';
const exportador = new InMemorySpanExporter();
const rastreio = iniciarRastreio({ servico: 't', versao: '1', http: 'entrada-e-saida', ambiente: {},
  processadores: [new SimpleSpanProcessor(exportador)] });
const ouvir = (s) => new Promise((r) => s.listen(0, '127.0.0.1', () => r('http://127.0.0.1:' + s.address().port)));
const recebidos = [];
const cms = http.createServer((p, r) => { recebidos.push(String(p.headers.traceparent)); r.end('{}'); });
const urlCms = await ouvir(cms);
let registo = {};
const renderizador = http.createServer(async (_p, r) => {
  registo = idsDoRastreio();
  await (await fetch(urlCms + '/por-fetch')).text();
  await new Promise((feito) => http.get(urlCms + '/por-http', (x) => x.resume().on('end', feito)));
  r.end('ok');
});
const { port } = new URL(await ouvir(renderizador));
const resposta = await new Promise((resolver) => {
  const s = connect(Number(port), '127.0.0.1', () =>
    s.write('GET /pagina HTTP/1.1\\r\\nHost: x\\r\\ntraceparent: 00-${TRACE}-${PAI}-01\\r\\nConnection: close\\r\\n\\r\\n'));
  let texto = ''; s.on('data', (d) => (texto += d)); s.on('end', () => resolver(texto));
});
await new Promise((r) => setTimeout(r, 50));
const spans = exportador.getFinishedSpans().map((s) => ({ traceId: s.spanContext().traceId, pai: s.parentSpanContext?.spanId }));
cms.close(); renderizador.close(); await rastreio.parar();
console.log(JSON.stringify({ resposta, recebidos, registo, spans }));
`;

describe('rastreio', () => {
  const exportador = new InMemorySpanExporter();
  let rastreio: Rastreio | null;
  const servidores: Server[] = [];

  beforeAll(() => {
    rastreio = iniciarRastreio({
      servico: 'teste',
      versao: '1.0.0',
      http: 'entrada-e-saida',
      ambiente: {},
      processadores: [new SimpleSpanProcessor(exportador)],
    });
  });

  afterAll(async () => {
    await Promise.all(servidores.map((s) => new Promise((r) => s.close(r))));
    await rastreio?.parar();
  });

  it('o traceparent que chega a um servidor node:http passa às leituras do CMS, por fetch e por node:http, e às linhas de registo', async () => {
    // In a Node process of its own, as the renderer runs (Jest's module registry hands tests
    // its own copy of node:http), with node:http loaded before tracing starts, as in a bundle.
    const { stdout } = await executar(
      process.execPath,
      ['--input-type=module', '-e', CENARIO_HTTP],
      {
        cwd: __dirname,
        timeout: 20_000,
      },
    );
    const { resposta, recebidos, registo, spans } = JSON.parse(
      stdout.trim().split('\n').at(-1)!,
    ) as {
      resposta: string;
      recebidos: string[];
      registo: { trace_id?: string };
      spans: { traceId: string; pai?: string }[];
    };
    expect(resposta).toContain('200 OK');
    // Both reads carried the trace on, each under a span of its own.
    expect(recebidos).toHaveLength(2);
    for (const traceparent of recebidos) expect(traceparent).toMatch(new RegExp(`^00-${TRACE}-`));
    expect(registo.trace_id).toBe(TRACE);
    const doTrace = spans.filter((s) => s.traceId === TRACE);
    expect(doTrace.some((s) => s.pai === PAI)).toBe(true);
    // The renderer's server span, the two calls out, and the CMS's server span for each.
    expect(doTrace.length).toBeGreaterThanOrEqual(5);
  });

  it('num programa Fastify, cada linha de registo do pedido leva o trace id que chegou, e a leitura que ele faz leva-o adiante', async () => {
    const recebidos: string[] = [];
    const cms = createServer((pedido, resposta) => {
      recebidos.push(String(pedido.headers.traceparent));
      resposta.end('{}');
    });
    servidores.push(cms);
    const urlCms = await ouvir(cms);
    const linhas: Record<string, unknown>[] = [];
    const app = Fastify(
      opcoesRegisto({
        level: 'info',
        stream: { write: (linha: string) => linhas.push(JSON.parse(linha)) },
      }),
    );
    await rastrearPedidos(app);
    app.get('/pagina', async (pedido) => {
      pedido.log.info('a ler o CMS');
      await (await fetch(`${urlCms}/x`)).text();
      return { ok: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const resposta = await pedirComTraceparent(url, `00-${TRACE}-${PAI}-01`);
      expect(resposta).toContain('200 OK');
    } finally {
      await app.close();
    }
    expect(recebidos).toEqual([expect.stringMatching(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`))]);
    const doPedido = linhas.filter((linha) => 'trace_id' in linha);
    // "incoming request", the handler's own line, "request completed".
    expect(doPedido.length).toBeGreaterThanOrEqual(3);
    for (const linha of doPedido) expect(linha.trace_id).toBe(TRACE);
    expect(linhas.find((linha) => linha.msg === 'a ler o CMS')).toMatchObject({
      trace_id: TRACE,
      span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('um pedido sem traceparent (ou com um inválido) recebe um trace id novo, que o seu span segue', () => {
    const cabecalhos: Record<string, string> = { traceparent: `00-${'0'.repeat(32)}-${PAI}-01` };
    const id = idDoPedido(cabecalhos);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(cabecalhos.traceparent).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-01$`));
    expect(idDoPedido({ traceparent: `00-${TRACE}-${PAI}-01` })).toBe(TRACE);
  });

  it('fora de um pedido, uma linha de registo não leva ids', () => {
    expect(idsDoRastreio()).toEqual({});
  });

  it('num contexto com um span sem ids válidos (os zeros da API), também não', () => {
    const invalido = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
    context.with(trace.setSpan(context.active(), invalido), () => {
      expect(idsDoRastreio()).toEqual({});
      expect(spanDoRastreio()).toEqual({});
    });
  });
});

describe('configuração pelo ambiente', () => {
  it('exporta só com um destino OTLP', () => {
    expect(temDestinoOtlp({})).toBe(false);
    expect(temDestinoOtlp({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(temDestinoOtlp({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(
      temDestinoOtlp({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }),
    ).toBe(true);
  });

  it('OTEL_SDK_DISABLED=true desliga tudo', () => {
    expect(
      iniciarRastreio({
        servico: 's',
        versao: '1',
        http: 'nenhum',
        ambiente: { OTEL_SDK_DISABLED: 'true' },
      }),
    ).toBeNull();
  });
});
