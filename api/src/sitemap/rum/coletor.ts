import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  CAMINHO_API_RUM,
  DONOS_RUM,
  ECRAS_RUM,
  LIGACOES_RUM,
  LIMITE_BEACON_BYTES,
  MAXIMO_ITENS_BEACON,
  METRICAS_RUM,
  modeloDaRota,
  ROTA_OUTRA,
  TIPOS_ERRO_RUM,
  type BeaconRum,
} from '@site/shared/contract';

import { ErroPedido } from '../../comum/http/erro-pedido';

import {
  beaconsRum,
  errosRum,
  HISTOGRAMAS_RUM,
  resultadoDoEstado,
  seccoesVistas,
} from './metricas';
import type { VersoesVivas } from './versoes-vivas';

/** Beacons accepted per second by default (RUM_POR_SEGUNDO). */
export const RUM_POR_SEGUNDO_OMISSAO = 200;

export interface OpcoesColetor {
  slugAssociacao: string;
  versoes: VersoesVivas;
  /** Beacons accepted per second from all visitors together (past it: 429, counted). */
  porSegundo: number;
  /** Clock in milliseconds (tests). */
  agora?: () => number;
}

/** What a beacon may say: closed lists, bounded numbers, short strings, nothing else. */
const versao = z.string().max(64);
const esquemaBeacon = z.strictObject({
  r: z.string().max(128),
  e: z.enum(ECRAS_RUM),
  l: z.enum(LIGACOES_RUM),
  m: z
    .array(
      z.strictObject({
        n: z.enum(METRICAS_RUM),
        v: z.number().finite().min(0).max(120),
        d: z.enum(DONOS_RUM),
        ve: versao,
      }),
    )
    .max(MAXIMO_ITENS_BEACON)
    .optional(),
  x: z
    .array(z.strictObject({ k: z.enum(TIPOS_ERRO_RUM), d: z.enum(DONOS_RUM), ve: versao }))
    .max(MAXIMO_ITENS_BEACON)
    .optional(),
  s: z
    .array(z.strictObject({ d: z.enum(DONOS_RUM), ve: versao }))
    .max(MAXIMO_ITENS_BEACON)
    .optional(),
}) satisfies z.ZodType<BeaconRum>;

const MENSAGEM_RITMO = 'Demasiados relatórios de desempenho; tente mais tarde.';
const MENSAGEM_INVALIDO = 'O relatório de desempenho enviado não é válido.';

/** The body as JSON, or a 400 in Portuguese. */
function lerJson(corpo: string): unknown {
  try {
    return JSON.parse(corpo);
  } catch {
    throw new ErroPedido(400, MENSAGEM_INVALIDO);
  }
}

/**
 * The route template a beacon names, if it is one of the site's (a template is its own template);
 * anything else, an address with a query string included, is `other`.
 */
function rotaDoBeacon(rota: string, slug: string): string {
  return rota.startsWith('/') && modeloDaRota(rota, slug) === rota ? rota : ROTA_OUTRA;
}

/**
 * `POST /site/api/v1/rum`: real visitors' Web Vitals, errors and section views, sent by the
 * shell's reporter with `navigator.sendBeacon`, turned into the Prometheus families of
 * ./metricas. Every beacon is checked (size, schema, closed lists, versions the site serves) and
 * answered 204, or a 4xx in Portuguese, counted by result. The route logs nothing of a request
 * (no address, no query string) and reads no cookie: nothing personal is kept.
 */
export async function registarRum(app: FastifyInstance, opcoes: OpcoesColetor): Promise<void> {
  await app.register(async (escopo) => {
    // One count for every visitor together, per second: no address is kept, not even to count
    // by it. (@fastify/rate-limit reads its count after awaiting the store, so a burst in one
    // tick was refused whole; a window of our own is three lines.)
    let segundo = 0;
    let recebidos = 0;
    escopo.addHook('onRequest', async () => {
      const agora = Math.floor((opcoes.agora ?? Date.now)() / 1000);
      if (agora !== segundo) [segundo, recebidos] = [agora, 0];
      recebidos += 1;
      if (recebidos > opcoes.porSegundo) throw new ErroPedido(429, MENSAGEM_RITMO);
    });
    // sendBeacon sends a Blob's type (application/json) or text/plain: both are read as text.
    escopo.removeAllContentTypeParsers();
    escopo.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: LIMITE_BEACON_BYTES },
      (_pedido, corpo, feito) => feito(null, corpo),
    );
    escopo.addHook('onResponse', async (_pedido, resposta) => {
      beaconsRum.labels(resultadoDoEstado(resposta.statusCode)).inc();
    });
    escopo.post(CAMINHO_API_RUM, { logLevel: 'silent' }, async (pedido, resposta) => {
      const lido = esquemaBeacon.safeParse(lerJson(String(pedido.body ?? '')));
      if (!lido.success) throw new ErroPedido(400, MENSAGEM_INVALIDO);
      await opcoes.versoes.pronta();
      registarBeacon(lido.data, opcoes);
      return resposta.code(204).header('cache-control', 'no-store').send();
    });
  });
}

function registarBeacon(beacon: BeaconRum, opcoes: OpcoesColetor): void {
  const rota = rotaDoBeacon(beacon.r, opcoes.slugAssociacao);
  const etiqueta = (dono: (typeof DONOS_RUM)[number], ve: string) =>
    opcoes.versoes.etiqueta(dono, ve);
  for (const medida of beacon.m ?? []) {
    HISTOGRAMAS_RUM[medida.n]
      .labels(rota, medida.d, etiqueta(medida.d, medida.ve), beacon.e, beacon.l)
      .observe(medida.v);
  }
  for (const erro of beacon.x ?? []) {
    errosRum.labels(rota, erro.d, etiqueta(erro.d, erro.ve), erro.k).inc();
  }
  for (const seccao of beacon.s ?? []) {
    seccoesVistas.labels(rota, seccao.d, etiqueta(seccao.d, seccao.ve)).inc();
  }
}
