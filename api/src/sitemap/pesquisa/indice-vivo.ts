import type { Construida } from '../partes';

import type { IndicePesquisa } from './indice';

export interface OpcoesIndiceVivo {
  /**
   * Reads the content and builds a new index, saying whether every part was read; rejects when
   * nothing could be read.
   */
  construir: () => Promise<Construida<IndicePesquisa>>;
  /** Milliseconds a complete index is served before a new one is built (in the background). */
  validadeMs: number;
  /**
   * Milliseconds to wait after a failed build, or after one that lacked a part, before trying
   * again (default 30 s).
   */
  esperaAposFalhaMs?: number;
  /** Told of each failed build that leaves an older index in service. */
  aoFalhar?: (erro: unknown) => void;
  /** Clock in milliseconds (tests). */
  agora?: () => number;
}

/** The index as served: the current one, rebuilt in the background once stale. */
export interface IndiceVivo {
  /**
   * The index to answer with. Only the first build is waited for (and its failure rejects);
   * afterwards a stale index is served while its successor is built, and kept when that fails.
   */
  obter(): Promise<IndicePesquisa>;
}

/**
 * Keeps the last good index: one build at a time (concurrent requests share it), a stale index
 * served while the next one is built, a failed build leaving the previous index in service and
 * not tried again before `esperaAposFalhaMs`, and an index that lacks a part rebuilt as soon.
 */
export function criarIndiceVivo(opcoes: OpcoesIndiceVivo): IndiceVivo {
  const agora = opcoes.agora ?? Date.now;
  const espera = opcoes.esperaAposFalhaMs ?? 30_000;
  let actual: { indice: IndicePesquisa; construidoEm: number; validadeMs: number } | undefined;
  let emCurso: Promise<IndicePesquisa> | undefined;
  let falhouEm = -Infinity;

  const construir = () =>
    (emCurso ??= opcoes
      .construir()
      .then(
        ({ valor: indice, completa }) => {
          const validadeMs = completa ? opcoes.validadeMs : Math.min(espera, opcoes.validadeMs);
          actual = { indice, construidoEm: agora(), validadeMs };
          return indice;
        },
        (erro: unknown) => {
          falhouEm = agora();
          throw erro;
        },
      )
      .finally(() => {
        emCurso = undefined;
      }));

  return {
    obter() {
      if (!actual) return construir();
      const obsoleto = agora() - actual.construidoEm >= actual.validadeMs;
      if (obsoleto && !emCurso && agora() - falhouEm >= espera) {
        construir().catch((erro: unknown) => opcoes.aoFalhar?.(erro));
      }
      return Promise.resolve(actual.indice);
    },
  };
}
