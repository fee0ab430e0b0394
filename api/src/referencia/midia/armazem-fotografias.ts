import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A made photograph: its bytes and when they were kept (the `Last-Modified` of its file). */
export interface FotografiaGuardada {
  conteudo: Buffer;
  modificado: Date;
}

export interface OpcoesArmazemFotografias {
  /**
   * The folder the photographs are kept in, shared by restarts and by other servers on the same
   * machine (`MEDIA_SEMENTE_DIR`); `null` keeps them in this process's memory only.
   */
  pasta: string | null;
  /** Told when a photograph cannot be written to the folder (it is then kept in memory). */
  avisar?: (mensagem: string, erro: unknown) => void;
}

/** The file is not there (nor, maybe, its folder): it is to be made. */
function naoExiste(erro: unknown): boolean {
  // Not `instanceof Error`: errors of Node's own modules come from another realm under Jest.
  const codigo = typeof erro === 'object' && erro !== null && 'code' in erro ? erro.code : null;
  return codigo === 'ENOENT' || codigo === 'ENOTDIR';
}

/**
 * Generated photographs: each made the first time it is asked for, one at a time (making one
 * takes over a second of CPU), once however many ask at the same time, and kept on disk under its
 * file name, which must change whenever what decides the bytes changes.
 */
export class ArmazemFotografias {
  private readonly receitas = new Map<string, () => Promise<Buffer>>();
  private readonly aFazer = new Map<string, Promise<FotografiaGuardada>>();
  /** Photographs of a store without a folder, or that the folder refused. */
  private readonly memoria = new Map<string, FotografiaGuardada>();
  private fila: Promise<unknown> = Promise.resolve();
  private feitas = 0;

  constructor(private readonly opcoes: OpcoesArmazemFotografias) {}

  /** Says how to make a file; nothing is made now. */
  registar(ficheiro: string, gerar: () => Promise<Buffer>): void {
    this.receitas.set(ficheiro, gerar);
  }

  /** Whether a file of that name is registered, without making it. */
  tem(ficheiro: string): boolean {
    return this.receitas.has(ficheiro);
  }

  /** How many photographs this process has made (the rest came from the folder). */
  get geradas(): number {
    return this.feitas;
  }

  /** The photograph: from memory or the folder, or made now; `undefined` for an unknown name. */
  async obter(ficheiro: string): Promise<FotografiaGuardada | undefined> {
    if (!this.receitas.has(ficheiro)) return undefined;
    return (await this.ler(ficheiro)) ?? this.fazer(ficheiro);
  }

  /**
   * Makes, one after another, every registered photograph not kept yet, so that visitors find
   * them ready; stops early when `sinal` aborts. Resolves when done and never rejects.
   */
  async aquecer(sinal?: AbortSignal): Promise<void> {
    for (const ficheiro of [...this.receitas.keys()]) {
      if (sinal?.aborted) return;
      try {
        if (!(await this.guardada(ficheiro))) await this.fazer(ficheiro);
      } catch {
        // Whoever asks for it later gets the error; warming up goes on with the next one.
      }
    }
  }

  private fazer(ficheiro: string): Promise<FotografiaGuardada> {
    const emCurso = this.aFazer.get(ficheiro);
    if (emCurso) return emCurso;
    const feita = this.naFila(async () => {
      // Another caller, or another server on the same folder, may have made it meanwhile.
      const pronta = await this.ler(ficheiro);
      if (pronta) return pronta;
      const gerar = this.receitas.get(ficheiro);
      if (!gerar) throw new Error(`Unregistered photograph: ${ficheiro}`);
      const conteudo = await gerar();
      this.feitas += 1;
      return this.guardar(ficheiro, conteudo);
    }).finally(() => this.aFazer.delete(ficheiro));
    this.aFazer.set(ficheiro, feita);
    return feita;
  }

  private naFila<T>(tarefa: () => Promise<T>): Promise<T> {
    const resultado = this.fila.then(tarefa);
    this.fila = resultado.catch(() => undefined);
    return resultado;
  }

  private async guardada(ficheiro: string): Promise<boolean> {
    if (this.memoria.has(ficheiro)) return true;
    if (!this.opcoes.pasta) return false;
    try {
      await stat(join(this.opcoes.pasta, ficheiro));
      return true;
    } catch (erro) {
      if (naoExiste(erro)) return false;
      throw erro;
    }
  }

  private async ler(ficheiro: string): Promise<FotografiaGuardada | undefined> {
    const emMemoria = this.memoria.get(ficheiro);
    if (emMemoria || !this.opcoes.pasta) return emMemoria;
    let aberto;
    try {
      aberto = await open(join(this.opcoes.pasta, ficheiro), 'r');
    } catch (erro) {
      if (naoExiste(erro)) return undefined;
      throw erro;
    }
    try {
      const { mtime } = await aberto.stat();
      return { conteudo: await aberto.readFile(), modificado: mtime };
    } finally {
      await aberto.close();
    }
  }

  /** Writes under a temporary name, then renames: no reader ever sees half a file. */
  private async guardar(ficheiro: string, conteudo: Buffer): Promise<FotografiaGuardada> {
    const pasta = this.opcoes.pasta;
    if (pasta) {
      const temporario = join(pasta, `.${ficheiro}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await mkdir(pasta, { recursive: true });
        await writeFile(temporario, conteudo);
        await rename(temporario, join(pasta, ficheiro));
        return { conteudo, modificado: (await stat(join(pasta, ficheiro))).mtime };
      } catch (erro) {
        await rm(temporario, { force: true }).catch(() => undefined);
        this.opcoes.avisar?.(`could not keep ${ficheiro} in ${pasta}; kept in memory`, erro);
      }
    }
    const guardada = { conteudo, modificado: new Date(Math.floor(Date.now() / 1000) * 1000) };
    this.memoria.set(ficheiro, guardada);
    return guardada;
  }
}
