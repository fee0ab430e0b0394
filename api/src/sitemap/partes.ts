import type { FastifyBaseLogger } from 'fastify';

import { leituraEmCache, type Lido, type OpcoesCache } from './cache';
import { construcaoTerminada } from './metricas';

/**
 * Discovery content read per part: each source (the page tree, one page's detail, the events, a
 * register list) is read on its own, so that one unreadable answer (wrong shape, error envelope,
 * 5xx, timeout) costs only its own part. A part that fails is left out and named with its
 * endpoint; the build serves the rest, and is made again sooner so that the part comes in at the
 * next build that reads it.
 */

/** Nothing at all of the content could be read (nor was kept from an earlier read). */
export class ConteudoIndisponivel extends Error {
  override readonly name = 'ConteudoIndisponivel';
  constructor(
    readonly partes: readonly string[],
    readonly causas: readonly string[],
  ) {
    super(`content unavailable: ${partes.join(', ')}`);
  }
}

/** Seconds a build that lacks a part is served before it is tried again (a complete one: the service's own time). */
const SEGUNDOS_INCOMPLETA = 30;

/** One source of the discovery content: the endpoint it reads (for the log) and the read. */
export interface Parte<T> {
  /** As the log and the metrics name it: `cms paginas/pagina/4/pt/true`. */
  endpoint: string;
  ler: () => Promise<T>;
}

/** A part that could not be read this time: left out of the build. */
interface ParteEmFalta {
  parte: string;
  endpoint: string;
  causa: string;
}

/** One build's reads (a sitemap, an index): what was read, what is missing. */
export interface Ronda {
  /** Reads `partes` at once; a part that cannot be read is `undefined`. */
  ler<P extends Record<string, Parte<unknown>>>(
    partes: P,
  ): Promise<{ [K in keyof P]: Lida<P[K]> | undefined }>;
  /** The parts left out so far. */
  readonly emFalta: readonly ParteEmFalta[];
  /** Rejects with {@link ConteudoIndisponivel} when nothing at all could be read. */
  terminar(): void;
}

type Lida<P> = P extends Parte<infer T> ? T : never;

/** One line per failure: fetch's "fetch failed" says why only in its `cause`. */
export function descreverCausa(erro: unknown): string {
  if (!(erro instanceof Error)) return String(erro);
  const causa = erro.cause instanceof Error ? `: ${erro.cause.message}` : '';
  return `${erro.message}${causa}`;
}

/** The reads of one build: each part on its own, the failed ones left out and named. */
export function criarRonda(): Ronda {
  const emFalta: ParteEmFalta[] = [];
  let lidas = 0;
  return {
    async ler(partes) {
      const nomes = Object.keys(partes);
      const resultados = await Promise.allSettled(nomes.map((nome) => partes[nome]!.ler()));
      const valores = resultados.map((resultado, i) => {
        if (resultado.status === 'fulfilled') {
          lidas += 1;
          return resultado.value;
        }
        const nome = nomes[i]!;
        const causa = descreverCausa(resultado.reason);
        emFalta.push({ parte: nome, endpoint: partes[nome]!.endpoint, causa });
        return undefined;
      });
      return Object.fromEntries(nomes.map((nome, i) => [nome, valores[i]])) as never;
    },
    get emFalta() {
      return emFalta;
    },
    terminar() {
      if (lidas === 0 && emFalta.length > 0) {
        throw new ConteudoIndisponivel(
          emFalta.map((falta) => falta.parte),
          emFalta.map((falta) => falta.causa),
        );
      }
    },
  };
}

/** What a build made, and whether every part of it was read this time. */
export interface Construida<T> {
  valor: T;
  completa: boolean;
}

/**
 * One service's builds from its parts (`construir` reads them through the round it is given):
 * logs the parts left out with their endpoints, and rejects with {@link ConteudoIndisponivel}
 * only when nothing at all could be read.
 */
export function construirPorPartes<T>(
  servico: string,
  construir: (ronda: Ronda) => Promise<T>,
  log: FastifyBaseLogger,
): () => Promise<Construida<T>> {
  return async () => {
    const ronda = criarRonda();
    const inicio = performance.now();
    const segundos = () => (performance.now() - inicio) / 1000;
    let valor: T;
    try {
      valor = await construir(ronda);
      ronda.terminar();
    } catch (erro) {
      construcaoTerminada(servico, 'failed', ronda.emFalta.length, segundos());
      throw erro;
    }
    const { emFalta } = ronda;
    if (emFalta.length > 0) {
      log.warn({ partes: emFalta }, `${servico}: ${emFalta.length} part(s) left out`);
    }
    construcaoTerminada(
      servico,
      emFalta.length ? 'partial' : 'complete',
      emFalta.length,
      segundos(),
    );
    return { valor, completa: emFalta.length === 0 };
  };
}

/**
 * {@link construirPorPartes} kept as {@link leituraEmCache} keeps a read: a complete build for
 * the service's cache time, one that lacks a part for {@link SEGUNDOS_INCOMPLETA} at most, so
 * that the part comes in at the next build that reads it.
 */
export function leituraPorPartes<T>(
  servico: string,
  construir: (ronda: Ronda) => Promise<T>,
  log: FastifyBaseLogger,
  opcoes: OpcoesCache,
): () => Promise<Lido<T>> {
  const ler = leituraEmCache(construirPorPartes(servico, construir, log), {
    ...opcoes,
    segundosDe: ({ completa }) => (completa ? Infinity : SEGUNDOS_INCOMPLETA),
  });
  return async () => {
    const { valor, segundosRestantes } = await ler();
    return { valor: valor.valor, segundosRestantes };
  };
}
