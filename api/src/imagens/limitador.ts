/** The queue was full, or a task waited past its deadline: the caller answers "busy". */
export class Ocupado extends Error {
  override readonly name = 'Ocupado';
}

interface EmEspera {
  comecar: () => void;
  desistir: (erro: Ocupado) => void;
  prazo: NodeJS.Timeout;
}

/**
 * Runs at most `concorrencia` tasks at once; up to `fila` more wait, each at most `prazoMs`.
 * Past either bound a task is refused at once with {@link Ocupado}: work the machine cannot do
 * in time is turned away rather than queued without end.
 */
export class Limitador {
  private activas = 0;
  private readonly espera: EmEspera[] = [];
  /** Tasks refused since start (full queue or deadline), for the logs and the benchmark. */
  recusadas = 0;

  constructor(
    private readonly concorrencia: number,
    private readonly fila: number,
    private readonly prazoMs: number,
  ) {}

  async executar<T>(tarefa: () => Promise<T>): Promise<T> {
    await this.vez();
    try {
      return await tarefa();
    } finally {
      this.activas -= 1;
      this.espera.shift()?.comecar();
    }
  }

  get emEspera(): number {
    return this.espera.length;
  }

  private vez(): Promise<void> {
    if (this.activas < this.concorrencia) {
      this.activas += 1;
      return Promise.resolve();
    }
    if (this.espera.length >= this.fila) {
      this.recusadas += 1;
      return Promise.reject(new Ocupado('fila cheia'));
    }
    return new Promise((resolver, rejeitar) => {
      const item: EmEspera = {
        comecar: () => {
          clearTimeout(item.prazo);
          this.activas += 1;
          resolver();
        },
        desistir: rejeitar,
        prazo: setTimeout(() => {
          const indice = this.espera.indexOf(item);
          if (indice >= 0) this.espera.splice(indice, 1);
          this.recusadas += 1;
          item.desistir(new Ocupado('prazo esgotado'));
        }, this.prazoMs),
      };
      this.espera.push(item);
    });
  }
}
