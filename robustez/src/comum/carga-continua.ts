import { pedir } from './http';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Requests for `rotas` (round-robin) from `clientes` in parallel until stopped, with a pause that
 * waits until no request is in flight (to read a server's memory at rest, for example).
 */
export class CargaContinua {
  pedidos = 0;
  respostas5xx = 0;
  errosRede = 0;
  estadosInesperados = 0;
  private activos = 0;
  private fim = false;
  private pausa: { promessa: Promise<void>; soltar: () => void } | null = null;
  private readonly clientes: Promise<void>[];

  constructor(
    private readonly url: string,
    private readonly rotas: readonly string[],
    clientes: number,
  ) {
    this.clientes = Array.from({ length: clientes }, (_, i) => this.cliente(i));
  }

  private async cliente(inicio: number) {
    for (let i = inicio; !this.fim; i += 1) {
      if (this.pausa) {
        await this.pausa.promessa;
        continue;
      }
      this.activos += 1;
      try {
        const resposta = await pedir({ url: `${this.url}${this.rotas[i % this.rotas.length]}` });
        this.pedidos += 1;
        if (resposta.status >= 500) this.respostas5xx += 1;
        else if (resposta.status !== 200) this.estadosInesperados += 1;
      } catch {
        this.errosRede += 1;
      } finally {
        this.activos -= 1;
      }
    }
  }

  /** Resolves once no request is in flight. */
  async pausar() {
    if (!this.pausa) {
      let soltar = () => {};
      const promessa = new Promise<void>((r) => (soltar = r));
      this.pausa = { promessa, soltar };
    }
    while (this.activos > 0) await esperar(5);
  }

  retomar() {
    this.pausa?.soltar();
    this.pausa = null;
  }

  async parar() {
    this.fim = true;
    this.retomar();
    await Promise.all(this.clientes);
  }
}
