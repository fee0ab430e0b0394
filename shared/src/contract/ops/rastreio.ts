import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

/**
 * What of Node's own `http` module is traced: both ways (a server on `node:http` that calls out
 * with it, the renderer and its axios reads), calls out only (a Fastify program, whose requests
 * its own plugin traces, that hosts the renderer), or nothing (`fetch` only, always traced).
 */
export type HttpRastreado = 'entrada-e-saida' | 'saida' | 'nenhum';

export interface OpcoesRastreio {
  /** `service.name`, unless OTEL_SERVICE_NAME says otherwise. */
  servico: string;
  versao: string;
  http: HttpRastreado;
  ambiente: Record<string, string | undefined>;
  /** Where finished spans go besides the OTLP exporter (the tests' in-memory one). */
  processadores?: SpanProcessor[];
}

export interface Rastreio {
  /** Exports what is still buffered and stops. */
  parar(): Promise<void>;
  /** Whether spans leave the process (an OTLP endpoint is set). */
  exporta: boolean;
}

const desligado = (valor: string | undefined) => /^(true|1)$/i.test(valor?.trim() ?? '');

let activo = false;

/** Whether {@link iniciarRastreio} started tracing in this process (through this module). */
export function rastreioActivo(): boolean {
  return activo;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/**
 * The trace id of a request: the one its W3C `traceparent` names, else a new one, written into
 * its headers as a `traceparent` (so a span made from them joins it). Every log line of the
 * request can then carry it, even those written before its span exists.
 */
export function idDoPedido(cabecalhos: Record<string, string | string[] | undefined>): string {
  const traceparent = cabecalhos.traceparent;
  const dado = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim()) : null;
  if (dado && !/^0+$/.test(dado[1]!) && !/^0+$/.test(dado[2]!)) return dado[1]!;
  const id = randomBytes(16).toString('hex');
  cabecalhos.traceparent = `00-${id}-${randomBytes(8).toString('hex')}-01`;
  return id;
}

/** An OTLP endpoint in the environment, by OpenTelemetry's own variables. */
export function temDestinoOtlp(ambiente: Record<string, string | undefined>): boolean {
  return Boolean(
    ambiente.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() ||
    ambiente.OTEL_EXPORTER_OTLP_ENDPOINT?.trim(),
  );
}

/**
 * Traces the process's requests with OpenTelemetry's SDK for Node, once per process: the W3C
 * `traceparent` a request brings (the gateway sets one on each) is taken up, every call out
 * with `fetch` (its undici instrumentation) and, per `http`, with `node:http` carries it on, so
 * the gateway's request, the renderer's render and the CMS reads it made share one trace id,
 * which the log lines carry ({@link idsDoRastreio}). Spans are exported only when an OTLP
 * endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, read by
 * the exporter with the rest of its standard variables); otherwise none is recorded (the ids
 * are still carried and logged), and `npm start` needs nothing more. OTEL_SDK_DISABLED=true turns it all off (null).
 */
export function iniciarRastreio(opcoes: OpcoesRastreio): Rastreio | null {
  const { ambiente } = opcoes;
  if (desligado(ambiente.OTEL_SDK_DISABLED)) return null;
  const exporta = temDestinoOtlp(ambiente);
  const guarda = exporta || (opcoes.processadores?.length ?? 0) > 0;
  const provedor = new NodeTracerProvider({
    // With nowhere for spans to go, none is recorded: the trace is still taken up and carried on
    // (non-recording spans keep the trace id, with the sampled flag off), and the log lines still
    // carry it, at a fraction of the cost. With an exporter, OTEL_TRACES_SAMPLER decides.
    ...(guarda ? {} : { sampler: new AlwaysOffSampler() }),
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: ambiente.OTEL_SERVICE_NAME?.trim() || opcoes.servico,
      [ATTR_SERVICE_VERSION]: opcoes.versao,
    }),
    spanProcessors: [
      ...(exporta ? [new BatchSpanProcessor(new OTLPTraceExporter())] : []),
      ...(opcoes.processadores ?? []),
    ],
  });
  // The global tracer provider, W3C trace context and baggage, and AsyncLocalStorage contexts.
  provedor.register();
  activo = true;
  const instrumentacoes = [new UndiciInstrumentation()];
  const desligarInstrumentacoes = registerInstrumentations({
    tracerProvider: provedor,
    instrumentations:
      opcoes.http === 'nenhum'
        ? instrumentacoes
        : [
            ...instrumentacoes,
            new HttpInstrumentation({
              ...(opcoes.http === 'saida' ? { ignoreIncomingRequestHook: () => true } : {}),
            }),
          ],
  });
  if (opcoes.http !== 'nenhum') {
    // Asked of Node once more now, so that the instrumentation (which patches a module as it is
    // required) takes them even when the program, or its bundle's own module cache, loaded them
    // before: it wraps the module object every caller shares.
    const pedirAoNode = createRequire(`${process.cwd()}/`);
    pedirAoNode('node:http');
    pedirAoNode('node:https');
  }
  return {
    exporta,
    async parar() {
      desligarInstrumentacoes();
      activo = false;
      await provedor.shutdown();
    },
  };
}

/** The active trace's ids, for a log line (`{}` outside any trace). */
export function idsDoRastreio(): { trace_id?: string; span_id?: string } {
  const contexto = trace.getSpan(context.active())?.spanContext();
  // Outside a trace the API may still hand out a span, with the all-zero ids: no trace to name.
  if (!contexto || !isSpanContextValid(contexto)) return {};
  return { trace_id: contexto.traceId, span_id: contexto.spanId };
}

/** The active span's id, for a log line whose trace id is already there (`{}` outside one). */
export function spanDoRastreio(): { span_id?: string } {
  const { span_id: id } = idsDoRastreio();
  return id ? { span_id: id } : {};
}

/**
 * Every line the process writes with `console` inside a request ends with `trace_id=<id>` (the
 * renderer's lines; the Fastify programs' own lines are JSON with the field).
 */
export function consolaComRastreio(): void {
  for (const nivel of ['log', 'info', 'warn', 'error'] as const) {
    const escrever = console[nivel].bind(console);
    console[nivel] = (...partes: unknown[]) => {
      const { trace_id: id } = idsDoRastreio();
      if (id) escrever(...partes, `trace_id=${id}`);
      else escrever(...partes);
    };
  }
}
