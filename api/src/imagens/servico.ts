import type { LookupFunction } from 'node:net';

import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

import { MENSAGENS } from '@site/shared/contract';

import { CacheDisco } from './cache-disco';
import { Limitador, Ocupado } from './limitador';
import { varianteFeita, varianteServida } from './metricas';
import { Originais, resumir } from './originais';
import { destinoDaImagem, urlVersionada, type PoliticaOrigens } from './politica';
import { baixarPrioridadeDosTrabalhadores } from './prioridade';
import { RecusaImagem } from './recusa';
import {
  respostaImagem,
  type MetaVariante,
  type PedidoImagem,
  type RespostaImagem,
  type VarianteGuardada,
} from './resposta';
import { classeAceite, transformar, type ClasseAceite } from './transformar';
import { criarUmaVez } from './uma-vez';

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

/**
 * The image endpoint's work: fetch an original from where the policy allows, make the variant
 * asked for, keep both on disk, answer from there next time. Two requests for the same new
 * variant make it once; an original without a version is revalidated in the background while
 * its variants keep being served, and kept being served while the CMS is down.
 */
export class ServicoImagens {
  private readonly originais: Originais;
  private readonly variantes: CacheDisco<MetaVariante>;
  private readonly memoria: LRUCache<string, VarianteGuardada>;
  private readonly transformacoes: Limitador;
  private readonly umaVez = criarUmaVez();

  private constructor(private readonly opcoes: OpcoesServicoImagens) {
    this.originais = new Originais(opcoes);
    this.variantes = new CacheDisco(`${opcoes.pasta}/variantes`, Math.floor(opcoes.cacheBytes / 2));
    this.memoria = new LRUCache({
      maxSize: Math.max(1, opcoes.memoriaBytes),
      sizeCalculation: (entrada) => Math.max(1, entrada.bytes.length),
    });
    this.transformacoes = new Limitador(opcoes.concorrencia, opcoes.fila, opcoes.prazoMs);
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
  get contadores() {
    return {
      originais: this.originais.entradas,
      variantes: this.variantes.entradas,
      bytesDisco: this.originais.bytes + this.variantes.bytes,
      recusadasPorOcupacao: this.transformacoes.recusadas + this.originais.recusadas,
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
      const desactualizado = !versionada && (!original || this.originais.expirado(original));
      if (desactualizado) this.originais.revalidarEmFundo(url, chaveOriginal);
      const cache = desactualizado ? 'STALE' : 'HIT';
      varianteServida(cache, guardada.loja);
      return respostaImagem(
        guardada,
        { versionada, cache, validadeMs: this.opcoes.validadeMs },
        pedido,
      );
    }

    const nova = await this.umaVez(`v:${chaveVariante}`, async () => {
      const { meta, bytes } = await this.originais.obter(url, chaveOriginal, versionada);
      let variante;
      const inicio = performance.now();
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
      varianteFeita(variante.tipo, (performance.now() - inicio) / 1000);
      const metaVariante: MetaVariante = { tipo: variante.tipo, resumoOriginal: meta.resumo };
      await this.variantes.guardar(chaveVariante, variante.bytes, metaVariante);
      const entrada = { bytes: variante.bytes, meta: metaVariante };
      this.memoria.set(chaveVariante, entrada);
      return entrada;
    });
    varianteServida('MISS', 'made');
    return respostaImagem(
      nova,
      { versionada, cache: 'MISS', validadeMs: this.opcoes.validadeMs },
      pedido,
    );
  }

  private async varianteGuardada(chave: string) {
    const emMemoria = this.memoria.get(chave);
    if (emMemoria) {
      this.variantes.meta(chave);
      return { ...emMemoria, loja: 'memory' as const };
    }
    const meta = this.variantes.meta(chave);
    if (!meta) return undefined;
    const bytes = await this.variantes.ler(chave);
    if (!bytes) return undefined;
    const entrada = { bytes, meta };
    this.memoria.set(chave, entrada);
    return { ...entrada, loja: 'disk' as const };
  }
}
