import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { LRUCache } from 'lru-cache';

interface Entrada<M> {
  meta: M;
  tamanho: number;
  /** When its files' time was last moved forward, so a restart finds the same order. */
  tocadaEm: number;
}

/** How often a hit moves an entry's file time forward (a write per hit would be wasteful). */
const TOQUE_MS = 60_000;

/**
 * Files kept on disk under `pasta` with their metadata, at most `maxBytes` in all, the least
 * recently used removed first. Each entry is two files, `<chave>.bin` and `<chave>.json`, written
 * to a temporary name and renamed, so a crash never leaves half a file under a real name; their
 * modification time is the recency a restart rebuilds the order from.
 */
export class CacheDisco<M extends object> {
  private readonly indice: LRUCache<string, Entrada<M>>;

  constructor(
    private readonly pasta: string,
    maxBytes: number,
  ) {
    this.indice = new LRUCache<string, Entrada<M>>({
      maxSize: maxBytes,
      sizeCalculation: (entrada) => Math.max(1, entrada.tamanho),
      dispose: (_entrada, chave, motivo) => {
        if (motivo === 'evict' || motivo === 'delete') void this.apagarFicheiros(chave);
      },
    });
  }

  private caminho(chave: string, extensao: 'bin' | 'json'): string {
    return join(this.pasta, chave.slice(0, 2), `${chave}.${extensao}`);
  }

  /** Reads what a previous run kept, oldest first, so the order of use survives a restart. */
  async abrir(): Promise<void> {
    await mkdir(this.pasta, { recursive: true });
    const achados: { chave: string; meta: M; tamanho: number; tempo: number }[] = [];
    for (const sub of await readdir(this.pasta)) {
      let nomes: string[];
      try {
        nomes = await readdir(join(this.pasta, sub));
      } catch {
        continue;
      }
      for (const nome of nomes) {
        if (nome.startsWith('.tmp-')) {
          await rm(join(this.pasta, sub, nome), { force: true });
          continue;
        }
        if (!nome.endsWith('.json')) continue;
        const chave = nome.slice(0, -'.json'.length);
        try {
          const [texto, dados] = await Promise.all([
            readFile(this.caminho(chave, 'json'), 'utf8'),
            stat(this.caminho(chave, 'bin')),
          ]);
          achados.push({
            chave,
            meta: JSON.parse(texto) as M,
            tamanho: dados.size,
            tempo: dados.mtimeMs,
          });
        } catch {
          await this.apagarFicheiros(chave);
        }
      }
    }
    achados.sort((a, b) => a.tempo - b.tempo);
    for (const { chave, meta, tamanho, tempo } of achados) {
      this.indice.set(chave, { meta, tamanho, tocadaEm: tempo });
    }
  }

  /** The metadata of an entry, counting as a use. */
  meta(chave: string): M | undefined {
    const entrada = this.indice.get(chave);
    if (!entrada) return undefined;
    const agora = Date.now();
    if (agora - entrada.tocadaEm > TOQUE_MS) {
      entrada.tocadaEm = agora;
      const tempo = new Date(agora);
      void utimes(this.caminho(chave, 'bin'), tempo, tempo).catch(() => undefined);
    }
    return entrada.meta;
  }

  /** The bytes of an entry; undefined (and the entry forgotten) when its file has gone. */
  async ler(chave: string): Promise<Buffer | undefined> {
    if (!this.indice.has(chave)) return undefined;
    try {
      return await readFile(this.caminho(chave, 'bin'));
    } catch {
      this.indice.delete(chave);
      return undefined;
    }
  }

  /** Keeps bytes and metadata under `chave`, replacing what was there; may evict older entries. */
  async guardar(chave: string, bytes: Buffer, meta: M): Promise<void> {
    await mkdir(join(this.pasta, chave.slice(0, 2)), { recursive: true });
    await this.escrever(this.caminho(chave, 'bin'), bytes);
    await this.escrever(this.caminho(chave, 'json'), JSON.stringify(meta));
    this.indice.set(chave, { meta, tamanho: bytes.length, tocadaEm: Date.now() });
  }

  /** Replaces an entry's metadata, keeping its bytes. */
  async actualizarMeta(chave: string, meta: M): Promise<void> {
    const entrada = this.indice.peek(chave);
    if (!entrada) return;
    entrada.meta = meta;
    await this.escrever(this.caminho(chave, 'json'), JSON.stringify(meta));
  }

  /** Bytes kept, for the logs and the benchmark. */
  get bytes(): number {
    return this.indice.calculatedSize;
  }

  get entradas(): number {
    return this.indice.size;
  }

  private async escrever(destino: string, dados: Buffer | string): Promise<void> {
    const temporario = join(dirname(destino), `.tmp-${randomBytes(6).toString('hex')}`);
    await writeFile(temporario, dados);
    await rename(temporario, destino);
  }

  private async apagarFicheiros(chave: string): Promise<void> {
    await Promise.all([
      rm(this.caminho(chave, 'bin'), { force: true }),
      rm(this.caminho(chave, 'json'), { force: true }),
    ]);
  }
}
