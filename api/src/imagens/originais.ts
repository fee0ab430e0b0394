import { createHash } from 'node:crypto';

import { MENSAGENS } from '@site/shared/contract';

import { CacheDisco } from './cache-disco';
import { descarregarOriginal, type Original } from './descarregar';
import type { FormatoOriginal } from './formato';
import { Limitador, Ocupado } from './limitador';
import { RecusaImagem } from './recusa';
import type { OpcoesServicoImagens } from './servico';
import { criarUmaVez } from './uma-vez';

export const resumir = (texto: string | Buffer) => createHash('sha256').update(texto).digest('hex');

export interface MetaOriginal {
  url: string;
  formato: FormatoOriginal;
  etag: string;
  ultimaModificacao: string;
  /** SHA-256 of the bytes: variants made from other bytes are outdated. */
  resumo: string;
  verificadoEm: number;
}

/**
 * The originals: fetched from where the policy allows, kept on disk, revalidated once
 * `validadeMs` has passed (unless their URL carries a version), and still used while their CMS
 * is down.
 */
export class Originais {
  private readonly cache: CacheDisco<MetaOriginal>;
  // Downloads wait on the network, not the CPU, but each holds its original in memory.
  private readonly descargas: Limitador;
  private readonly umaVez = criarUmaVez();
  private readonly agora: () => number;

  constructor(private readonly opcoes: OpcoesServicoImagens) {
    this.cache = new CacheDisco(`${opcoes.pasta}/originais`, Math.floor(opcoes.cacheBytes / 2));
    this.descargas = new Limitador(8, opcoes.fila, opcoes.prazoMs);
    this.agora = opcoes.agora ?? Date.now;
  }

  abrir(): Promise<void> {
    return this.cache.abrir();
  }

  get entradas() {
    return this.cache.entradas;
  }

  get bytes() {
    return this.cache.bytes;
  }

  get recusadas() {
    return this.descargas.recusadas;
  }

  meta(chave: string): MetaOriginal | undefined {
    return this.cache.meta(chave);
  }

  expirado(meta: MetaOriginal): boolean {
    return this.agora() - meta.verificadoEm > this.opcoes.validadeMs;
  }

  /** The original's bytes: kept and fresh, revalidated, or fetched; one fetch per URL at a time. */
  obter(
    url: string,
    chave: string,
    versionada: boolean,
  ): Promise<{ meta: MetaOriginal; bytes: Buffer }> {
    return this.umaVez(`o:${chave}`, async () => {
      const meta = this.cache.meta(chave);
      const bytes = meta ? await this.cache.ler(chave) : undefined;
      if (meta && bytes && (versionada || !this.expirado(meta))) return { meta, bytes };
      if (meta && bytes) {
        try {
          return await this.revalidar(url, chave, meta, bytes);
        } catch (erro) {
          // The CMS is down or slow: the copy kept is better than no picture.
          if (erro instanceof RecusaImagem && erro.status >= 500) return { meta, bytes };
          throw erro;
        }
      }
      return this.descarregar(url, chave);
    });
  }

  private async revalidar(url: string, chave: string, meta: MetaOriginal, bytes: Buffer) {
    const descarga = await this.descargasLimitadas(url, meta);
    if (descarga.desfecho === 'inalterado') {
      const verificado = { ...meta, verificadoEm: this.agora() };
      await this.cache.actualizarMeta(chave, verificado);
      return { meta: verificado, bytes };
    }
    return this.guardarOriginal(url, chave, descarga.original);
  }

  private async descarregar(url: string, chave: string) {
    const descarga = await this.descargasLimitadas(url);
    if (descarga.desfecho !== 'novo')
      throw new RecusaImagem(502, MENSAGENS.imagemOrigemIndisponivel);
    return this.guardarOriginal(url, chave, descarga.original);
  }

  private async descargasLimitadas(url: string, condicional?: MetaOriginal) {
    try {
      return await this.descargas.executar(() =>
        descarregarOriginal(
          url,
          this.opcoes.politica(),
          {
            maxBytes: this.opcoes.maxBytes,
            maxMegapixeis: this.opcoes.maxPixeis / 1e6,
            prazoMs: this.opcoes.prazoDescargaMs,
            ...(this.opcoes.lookup ? { lookup: this.opcoes.lookup } : {}),
          },
          condicional,
        ),
      );
    } catch (erro) {
      if (erro instanceof Ocupado) throw new RecusaImagem(503, MENSAGENS.imagemOcupado);
      throw erro;
    }
  }

  private async guardarOriginal(url: string, chave: string, original: Original) {
    const meta: MetaOriginal = {
      url,
      formato: original.formato,
      etag: original.etag,
      ultimaModificacao: original.ultimaModificacao,
      resumo: resumir(original.bytes),
      verificadoEm: this.agora(),
    };
    await this.cache.guardar(chave, original.bytes, meta);
    return { meta, bytes: original.bytes };
  }

  /** Refreshes an original after its variant was served; a failure leaves what is kept. */
  revalidarEmFundo(url: string, chave: string): void {
    this.obter(url, chave, false).catch((erro: unknown) => {
      this.opcoes.avisar?.(
        { url, erro: erro instanceof Error ? erro.message : String(erro) },
        'picture not revalidated: its kept variants are still served',
      );
    });
  }
}
