/** How long a read of the CMS is kept, and the clock that says so. */
export interface OpcoesCache {
  /** Seconds a read is served before the content is read again; 0: never kept. */
  cacheSegundos: number;
  /** Clock in milliseconds (tests). */
  agora?: () => number;
}

/** A kept read and how many seconds it is still good for (the answer's `max-age`). */
export interface Lido<T> {
  valor: T;
  segundosRestantes: number;
}

/**
 * `ler` at most once per `cacheSegundos` and by one call at a time (concurrent requests share
 * it); a failed read is not kept, so the next request tries again.
 */
export function leituraEmCache<T>(
  ler: () => Promise<T>,
  opcoes: OpcoesCache & {
    /** Seconds this value is kept, when not `cacheSegundos` (a build that lacks a part). */
    segundosDe?: (valor: T) => number;
  },
): () => Promise<Lido<T>> {
  const agora = opcoes.agora ?? Date.now;
  let guardado: { valor: T; expira: number } | undefined;
  let emCurso: Promise<T> | undefined;
  return async () => {
    if (guardado && agora() < guardado.expira) {
      return {
        valor: guardado.valor,
        segundosRestantes: Math.ceil((guardado.expira - agora()) / 1000),
      };
    }
    emCurso ??= ler().finally(() => {
      emCurso = undefined;
    });
    const valor = await emCurso;
    const segundos = Math.min(opcoes.cacheSegundos, opcoes.segundosDe?.(valor) ?? Infinity);
    if (segundos > 0) guardado = { valor, expira: agora() + segundos * 1000 };
    return { valor, segundosRestantes: segundos };
  };
}

/**
 * When a value was first read as it is: unchanged since the last read, the same time as then;
 * changed, now. A document dated by it (DTSTAMP, lastBuildDate) stays byte for byte the same
 * while its content does, and so does its ETag.
 */
export function marcarAlteracoes(agora: () => number): (valor: unknown) => Date {
  let anterior: { impressao: string; desde: Date } | undefined;
  return (valor) => {
    const impressao = JSON.stringify(valor);
    if (anterior?.impressao !== impressao) anterior = { impressao, desde: new Date(agora()) };
    return anterior.desde;
  };
}
