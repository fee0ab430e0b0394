import { open, mkdir, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

import {
  esquemaRegistoLancamentos,
  REGISTO_VAZIO,
  type RegistoLancamentos,
} from '@site/shared/contract/lancamentos';

/**
 * The release record on disk: one JSON file, replaced whole and atomically (written to a
 * temporary file beside it, flushed, renamed over it, the folder flushed), so that a reader, or a
 * crash, never sees half of it. One change at a time: each waits for the one before it, reads the
 * record as that one left it and writes its own (import-map-deployer's one writer).
 */
export class ArmazemLancamentos {
  private fila: Promise<unknown> = Promise.resolve();

  constructor(private readonly ficheiro: string) {}

  /** The record as kept (empty before the first release). */
  async ler(): Promise<RegistoLancamentos> {
    let texto: string;
    try {
      texto = await readFile(this.ficheiro, 'utf8');
    } catch (erro) {
      if ((erro as NodeJS.ErrnoException).code === 'ENOENT') return REGISTO_VAZIO;
      throw erro;
    }
    return esquemaRegistoLancamentos.parse(JSON.parse(texto));
  }

  /**
   * Applies `mudar` to the record as it is now and keeps the result, after every change asked
   * before it. `mudar` may refuse (throw): the record is then left as it was. A result that is
   * the same object is not written.
   */
  alterar(
    mudar: (registo: RegistoLancamentos) => RegistoLancamentos | Promise<RegistoLancamentos>,
  ): Promise<RegistoLancamentos> {
    const trabalho = this.fila.then(async () => {
      const antes = await this.ler();
      const depois = await mudar(antes);
      if (depois !== antes) await this.escrever(depois);
      return depois;
    });
    this.fila = trabalho.catch(() => undefined);
    return trabalho;
  }

  private async escrever(registo: RegistoLancamentos): Promise<void> {
    const pasta = dirname(this.ficheiro);
    await mkdir(pasta, { recursive: true });
    const temporario = `${this.ficheiro}.${process.pid}.novo`;
    const ficheiro = await open(temporario, 'w');
    try {
      await ficheiro.writeFile(`${JSON.stringify(registo, null, 2)}\n`);
      await ficheiro.sync();
    } finally {
      await ficheiro.close();
    }
    await rename(temporario, this.ficheiro);
    const directorio = await open(pasta, 'r');
    try {
      await directorio.sync();
    } finally {
      await directorio.close();
    }
  }
}
