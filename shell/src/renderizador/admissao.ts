import PQueue from 'p-queue';

/** Why a render was not admitted: every slot busy and the queue full, or its wait ran out. */
export type MotivoRecusa = 'filaCheia' | 'prazo';

/** Refusals are logged as one line per this period at most, never one per request. */
const PERIODO_AVISO_MS = 10_000;

export class RenderizacaoRecusada extends Error {
  constructor(readonly motivo: MotivoRecusa) {
    super(
      motivo === 'filaCheia'
        ? 'Renderizações no limite e fila cheia.'
        : 'Renderização à espera para além do prazo.',
    );
    this.name = 'RenderizacaoRecusada';
  }
}

export interface OpcoesAdmissao {
  /** Where the periodic line about refusals goes; `console.warn` by default. */
  avisar?: (linha: string) => void;
  /** Told of each refusal, as it happens (the metrics). */
  aoRecusar?: (motivo: MotivoRecusa) => void;
  /** Renders running at once. */
  simultaneas: number;
  /** Renders waiting for a slot; one more is refused at once. */
  fila: number;
  /** How long a render may wait for a slot before it is refused. */
  prazoFilaMs: number;
}

/**
 * Admission of renders: at most `simultaneas` run, at most `fila` wait, none waits past
 * `prazoFilaMs`. A render refused rejects with {@link RenderizacaoRecusada}; the renderer then
 * answers a stale copy or the browser-rendered page, so a crowd costs at most a bounded amount of
 * work and memory. Refusals are counted, and logged once per period with their count. The queue
 * is p-queue's, which drops a waiting task when its signal aborts.
 */
export class Admissao {
  private readonly fila: PQueue;
  private readonly opcoes: OpcoesAdmissao;
  private readonly contagem: Record<MotivoRecusa, number> = { filaCheia: 0, prazo: 0 };
  private porAvisar = 0;
  private emFundo = 0;
  private aviso: ReturnType<typeof setTimeout> | null = null;

  constructor(opcoes: OpcoesAdmissao) {
    this.opcoes = opcoes;
    this.fila = new PQueue({ concurrency: Math.max(1, opcoes.simultaneas) });
  }

  /** Renders running and waiting now. */
  get ocupacao(): { aCorrer: number; aEsperar: number } {
    return { aCorrer: this.fila.pending, aEsperar: this.fila.size };
  }

  /** Refusals since the start, by reason. */
  get recusadas(): Readonly<Record<MotivoRecusa, number>> {
    return this.contagem;
  }

  /**
   * Runs work no visitor waits for (a page rendered again to be kept) only when a slot is free
   * now, and on half the slots at most, so that it never makes a visitor's render wait or be
   * refused; undefined when not admitted (nothing is counted: it is tried again later).
   */
  executarEmFundo<T>(trabalho: () => Promise<T>): Promise<T> | undefined {
    const livre = this.fila.pending < this.fila.concurrency && this.fila.size === 0;
    if (!livre || this.emFundo >= Math.ceil(this.opcoes.simultaneas / 2)) return undefined;
    this.emFundo += 1;
    return this.fila.add(trabalho).finally(() => {
      this.emFundo -= 1;
    }) as Promise<T>;
  }

  executar<T>(trabalho: () => Promise<T>): Promise<T> {
    const cheia = this.fila.pending >= this.fila.concurrency && this.fila.size >= this.opcoes.fila;
    if (cheia) return Promise.reject(this.recusar('filaCheia'));
    const prazo = new AbortController();
    const temporizador = setTimeout(() => prazo.abort(), this.opcoes.prazoFilaMs);
    return this.fila
      .add(
        () => {
          // Admitted: the deadline was for the wait, not for the render.
          clearTimeout(temporizador);
          return trabalho();
        },
        { signal: prazo.signal },
      )
      .catch((erro: unknown) => {
        clearTimeout(temporizador);
        if (prazo.signal.aborted) throw this.recusar('prazo');
        throw erro;
      }) as Promise<T>;
  }

  private recusar(motivo: MotivoRecusa): RenderizacaoRecusada {
    this.contagem[motivo] += 1;
    this.opcoes.aoRecusar?.(motivo);
    this.porAvisar += 1;
    this.aviso ??= setTimeout(() => {
      const { simultaneas, fila } = this.opcoes;
      (this.opcoes.avisar ?? console.warn)(
        `[ssr] ${this.porAvisar} renderização(ões) recusada(s) em ${PERIODO_AVISO_MS / 1000} s ` +
          `(${simultaneas} em simultâneo, fila de ${fila}): ` +
          'respondida a cópia guardada ou a página que o navegador desenha.',
      );
      this.porAvisar = 0;
      this.aviso = null;
    }, PERIODO_AVISO_MS);
    return new RenderizacaoRecusada(motivo);
  }
}
