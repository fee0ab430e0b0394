import { createHash } from 'node:crypto';
import type { LookupFunction } from 'node:net';

import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

import { MENSAGENS, type ProporcaoImagem } from '@site/shared/contract';

import { CacheDisco } from './cache-disco';
import { descarregarOriginal, type Original } from './descarregar';
import type { FormatoOriginal } from './formato';
import { Limitador, Ocupado } from './limitador';
import { destinoDaImagem, urlVersionada, type PoliticaOrigens } from './politica';
import { baixarPrioridadeDosTrabalhadores } from './prioridade';
import { RecusaImagem } from './recusa';
import { classeAceite, transformar, type ClasseAceite } from './transformar';

export interface OpcoesServicoImagens {
  /** Where pictures may come from; a function, as the local site knows its own address only once it listens. */
  politica: () => PoliticaOrigens;
  /** Folder of the disk cache (originals and variants). */
  pasta: string;
  /** Bytes the disk cache keeps at most. */
  cacheBytes: number;
  /** Bytes of variants also kept in memory, for the most asked. */
  memoriaBytes: number;
  /** Largest original, in bytes. */
  maxBytes: number;
  /** Largest original, in pixels (all frames of an animation together). */
  maxPixeis: number;
  /** Variants made at once (each on sharp's threads, off the event loop); the rest wait. */
  concorrencia: number;
  /** Variants that may wait; past it a request is answered 503 with Retry-After. */
  fila: number;
  /** How long a variant may wait for its turn. */
  prazoMs: number;
  /** Time allowed for fetching an original. */
  prazoDescargaMs: number;
  /** How long an original without a version in its URL is used before it is revalidated. */
  validadeMs: number;
  /** Replaces the DNS lookup (tests). */
  lookup?: LookupFunction;
  agora?: () => number;
  avisar?: (dados: object, mensagem: string) => void;
}

interface MetaOriginal {
  url: string;
  formato: FormatoOriginal;
  etag: string;
  ultimaModificacao: string;
  /** SHA-256 of the bytes: variants made from other bytes are outdated. */
  resumo: string;
  verificadoEm: number;
}

interface MetaVariante {
  tipo: string;
  resumoOriginal: string;
}

export interface PedidoImagem {
  url: string;
  largura: number;
  partilha: boolean;
  proporcao: ProporcaoImagem | undefined;
  accept: string | undefined;
  /** The request's `If-None-Match`. */
  seNenhumCorresponde: string | undefined;
}

/** How the answer was found, sent as `X-Imagem-Cache`. */
export type EstadoCache = 'HIT' | 'MISS' | 'STALE';

export type RespostaImagem =
  | { estado: 200; corpo: Buffer; cabecalhos: Record<string, string> }
  | { estado: 304; cabecalhos: Record<string, string> };

const resumir = (texto: string | Buffer) => createHash('sha256').update(texto).digest('hex');

/**
 * The image endpoint's work: fetch an original from where the policy allows, make the variant
 * asked for, keep both on disk, answer from there next time. Two requests for the same new
 * variant make it once; an original without a version is revalidated in the background while
 * its variants keep being served, and kept being served while the CMS is down.
 */
export class ServicoImagens {
  private readonly originais: CacheDisco<MetaOriginal>;
  private readonly variantes: CacheDisco<MetaVariante>;
  private readonly memoria: LRUCache<string, { bytes: Buffer; meta: MetaVariante }>;
  private readonly transformacoes: Limitador;
  private readonly descargas: Limitador;
  private readonly emCurso = new Map<string, Promise<unknown>>();
  private readonly agora: () => number;

  private constructor(private readonly opcoes: OpcoesServicoImagens) {
    this.originais = new CacheDisco(`${opcoes.pasta}/originais`, Math.floor(opcoes.cacheBytes / 2));
    this.variantes = new CacheDisco(`${opcoes.pasta}/variantes`, Math.floor(opcoes.cacheBytes / 2));
    this.memoria = new LRUCache({
      maxSize: Math.max(1, opcoes.memoriaBytes),
      sizeCalculation: (entrada) => Math.max(1, entrada.bytes.length),
    });
    this.transformacoes = new Limitador(opcoes.concorrencia, opcoes.fila, opcoes.prazoMs);
    // Downloads wait on the network, not the CPU, but each holds its original in memory.
    this.descargas = new Limitador(8, opcoes.fila, opcoes.prazoMs);
    this.agora = opcoes.agora ?? Date.now;
  }

  /** Opens the disk cache (what a previous run kept) and sets sharp up for a shared machine. */
  static async criar(opcoes: OpcoesServicoImagens): Promise<ServicoImagens> {
    // libvips' own cache would hold decoded pictures in memory between requests: ours is on disk.
    sharp.cache(false);
    // One libvips thread per variant: `concorrencia` variants use that many cores at most.
    sharp.concurrency(1);
    // A first picture starts the threads that make them; then they yield the CPU to the event loop.
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .avif()
      .toBuffer();
    baixarPrioridadeDosTrabalhadores();
    const servico = new ServicoImagens(opcoes);
    await Promise.all([servico.originais.abrir(), servico.variantes.abrir()]);
    return servico;
  }

  /** Counters for the logs and the benchmark. */
  get estado() {
    return {
      originais: this.originais.entradas,
      variantes: this.variantes.entradas,
      bytesDisco: this.originais.bytes + this.variantes.bytes,
      recusadasPorOcupacao: this.transformacoes.recusadas + this.descargas.recusadas,
      emEspera: this.transformacoes.emEspera,
    };
  }

  /** Answers one request, or throws a {@link RecusaImagem}. */
  async responder(pedido: PedidoImagem): Promise<RespostaImagem> {
    const destino = destinoDaImagem(pedido.url, this.opcoes.politica());
    const url = destino.url.href;
    const versionada = urlVersionada(destino.url);
    const classe: ClasseAceite = pedido.partilha ? 'classico' : classeAceite(pedido.accept);
    const chaveOriginal = resumir(url).slice(0, 40);
    const chaveVariante = resumir(
      `${url}\n${pedido.largura}\n${pedido.partilha}\n${pedido.proporcao ?? ''}\n${classe}`,
    ).slice(0, 40);

    const original = this.originais.meta(chaveOriginal);
    const guardada = await this.varianteGuardada(chaveVariante);
    if (guardada && (!original || original.resumo === guardada.meta.resumoOriginal)) {
      const desactualizado = !versionada && (!original || this.expirado(original));
      if (desactualizado) this.revalidarEmFundo(url, chaveOriginal);
      return this.resposta(guardada, versionada, pedido, desactualizado ? 'STALE' : 'HIT');
    }

    const nova = await this.umaVez(`v:${chaveVariante}`, async () => {
      const { meta, bytes } = await this.obterOriginal(url, chaveOriginal, versionada);
      let variante;
      try {
        variante = await this.transformacoes.executar(() =>
          transformar(
            {
              bytes,
              formato: meta.formato,
              etag: meta.etag,
              ultimaModificacao: meta.ultimaModificacao,
            },
            {
              largura: pedido.largura,
              partilha: pedido.partilha,
              proporcao: pedido.proporcao,
              classe,
            },
            { maxPixeis: this.opcoes.maxPixeis, maxBytes: this.opcoes.maxBytes },
          ),
        );
      } catch (erro) {
        if (erro instanceof Ocupado) throw new RecusaImagem(503, MENSAGENS.imagemOcupado);
        throw erro;
      }
      const metaVariante: MetaVariante = { tipo: variante.tipo, resumoOriginal: meta.resumo };
      await this.variantes.guardar(chaveVariante, variante.bytes, metaVariante);
      const entrada = { bytes: variante.bytes, meta: metaVariante };
      this.memoria.set(chaveVariante, entrada);
      return entrada;
    });
    return this.resposta(nova, versionada, pedido, 'MISS');
  }

  private async varianteGuardada(chave: string) {
    const emMemoria = this.memoria.get(chave);
    if (emMemoria) {
      this.variantes.meta(chave);
      return emMemoria;
    }
    const meta = this.variantes.meta(chave);
    if (!meta) return undefined;
    const bytes = await this.variantes.ler(chave);
    if (!bytes) return undefined;
    const entrada = { bytes, meta };
    this.memoria.set(chave, entrada);
    return entrada;
  }

  private expirado(meta: MetaOriginal): boolean {
    return this.agora() - meta.verificadoEm > this.opcoes.validadeMs;
  }

  private resposta(
    variante: { bytes: Buffer; meta: MetaVariante },
    versionada: boolean,
    pedido: PedidoImagem,
    cache: EstadoCache,
  ): RespostaImagem {
    const subtipo = variante.meta.tipo.replace('image/', '').replace('+xml', '');
    const forma = pedido.partilha ? '-p' : pedido.proporcao ? `-${pedido.proporcao}` : '';
    const etag = `"${variante.meta.resumoOriginal.slice(0, 16)}-${pedido.largura}${forma}-${subtipo}"`;
    const validade = Math.round(this.opcoes.validadeMs / 1000);
    const cabecalhos: Record<string, string> = {
      'content-type': variante.meta.tipo,
      'cache-control': versionada
        ? 'public, max-age=31536000, immutable'
        : `public, max-age=${validade}, stale-while-revalidate=86400, stale-if-error=604800`,
      etag,
      vary: 'Accept',
      'x-imagem-cache': cache,
    };
    const pedidas = (pedido.seNenhumCorresponde ?? '').split(',').map((valor) => valor.trim());
    if (pedidas.includes(etag) || pedidas.includes('*')) return { estado: 304, cabecalhos };
    return { estado: 200, corpo: variante.bytes, cabecalhos };
  }

  /** The original's bytes: kept and fresh, revalidated, or fetched; one fetch per URL at a time. */
  private obterOriginal(
    url: string,
    chave: string,
    versionada: boolean,
  ): Promise<{ meta: MetaOriginal; bytes: Buffer }> {
    return this.umaVez(`o:${chave}`, async () => {
      const meta = this.originais.meta(chave);
      const bytes = meta ? await this.originais.ler(chave) : undefined;
      if (meta && bytes && (versionada || !this.expirado(meta))) return { meta, bytes };
      if (meta && bytes) {
        try {
          return await this.revalidar(url, chave, meta, bytes);
        } catch (erro) {
          // The CMS is down or slow: the copy kept is better than no picture.
          if (erro instanceof RecusaImagem && erro.estado >= 500) return { meta, bytes };
          throw erro;
        }
      }
      return this.descarregar(url, chave);
    });
  }

  private async revalidar(url: string, chave: string, meta: MetaOriginal, bytes: Buffer) {
    const descarga = await this.descargasLimitadas(url, meta);
    if (descarga.estado === 'inalterado') {
      const verificado = { ...meta, verificadoEm: this.agora() };
      await this.originais.actualizarMeta(chave, verificado);
      return { meta: verificado, bytes };
    }
    return this.guardarOriginal(url, chave, descarga.original);
  }

  private async descarregar(url: string, chave: string) {
    const descarga = await this.descargasLimitadas(url);
    if (descarga.estado !== 'novo') throw new RecusaImagem(502, MENSAGENS.imagemOrigemIndisponivel);
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
    await this.originais.guardar(chave, original.bytes, meta);
    return { meta, bytes: original.bytes };
  }

  /** Refreshes an original after its variant was served; a failure leaves what is kept. */
  private revalidarEmFundo(url: string, chave: string): void {
    this.obterOriginal(url, chave, false).catch((erro: unknown) => {
      this.opcoes.avisar?.(
        { url, erro: erro instanceof Error ? erro.message : String(erro) },
        'picture not revalidated: its kept variants are still served',
      );
    });
  }

  /** Runs `tarefa` once for concurrent callers with the same key. */
  private umaVez<T>(chave: string, tarefa: () => Promise<T>): Promise<T> {
    const existente = this.emCurso.get(chave) as Promise<T> | undefined;
    if (existente) return existente;
    const promessa = tarefa().finally(() => this.emCurso.delete(chave));
    this.emCurso.set(chave, promessa);
    return promessa;
  }
}
