import { LRUCache } from 'lru-cache';

import type {
  OpcoesRenderizador,
  OrigemResposta,
  RespostaPagina,
  VersoesRenderizador,
} from '@site/shared/contract';
import { enderecoDaPagina } from '@site/shared/contract';
import { modeloDaRota } from '@site/shared/contract/modelo-rota';

import { VERSAO_SHELL } from '../lib/versao-shell';

import { Admissao, RenderizacaoRecusada, type MotivoRecusa } from './admissao';
import { comporPagina, type PaginaGerada, type PaginaGuardada } from './compor-pagina';
import { ConfiguracaoViva } from './configuracao-viva';
import { ModeloDocumento } from './documento';
import { criarMetricasRenderizador, SEM_METRICAS, type MetricasRenderizador } from './metricas';
import { cacheControlPagina, NAO_GUARDAR } from './politica-cache';
import { redireccaoDe } from './redireccao';
import { RemotosFederados } from './remotos-federados';
import { umPorVez } from './um-por-vez';

/** Counters of the server's work, for the load figures and the ssr image's `/saude`. */
export interface Estatisticas {
  pedidos: number;
  renderizacoes: number;
  /** Renders not admitted: every slot busy and the queue full, or the wait past its deadline. */
  recusadas: Readonly<Record<MotivoRecusa, number>>;
  porOrigem: Record<OrigemResposta, number>;
}

/**
 * The server side of every page: renders an address, keeps the result per page (the site is
 * anonymous, so one copy serves every visitor) and answers from it while fresh, then stale while
 * a new render runs in the background, and, when a render fails, from the last good copy.
 * A visitor waits for a render `prazoMs` at most; a render no visitor waits for (the stale page's
 * renewal, or the page whose render missed that deadline, finished to be kept) waits for its data
 * `prazoFundoMs`, so that on a slow host the kept copies are still renewed and completed.
 * Renders are admitted ({@link Admissao}): past the bound, a kept copy or the page for the
 * browser to render is answered, never an error.
 */
export class Renderizador {
  private readonly opcoes: OpcoesRenderizador;
  private readonly remotos: RemotosFederados;
  private readonly modelo: ModeloDocumento;
  private readonly guardadas: LRUCache<string, PaginaGuardada>;
  private readonly admissao: Admissao;
  private readonly emCurso = new Map<string, Promise<PaginaGerada>>();
  /** Renders no visitor waits for, one per page: a stale page renewed, an incomplete one finished. */
  private readonly emFundo = new Map<string, Promise<PaginaGerada>>();
  private readonly configuracao: ConfiguracaoViva;
  private readonly medidas: MetricasRenderizador;
  readonly estatisticas: Estatisticas;

  constructor(opcoes: OpcoesRenderizador) {
    this.opcoes = opcoes;
    this.medidas = opcoes.medir === false ? SEM_METRICAS : criarMetricasRenderizador();
    this.modelo = new ModeloDocumento(opcoes.modeloHtml);
    this.configuracao = new ConfiguracaoViva(opcoes);
    this.remotos = new RemotosFederados({
      origemInterna: opcoes.origemInterna,
      validadeMs: opcoes.validadeRemotosMs,
      limitePedidoMs: Math.max(opcoes.prazoMs, 1000),
      ...(opcoes.agora ? { agora: opcoes.agora } : {}),
      metricas: this.medidas,
    });
    // Bounded in pages and in bytes (a page's HTML is one byte per character, nearly all).
    this.guardadas = new LRUCache({
      max: Math.max(1, opcoes.maxEntradas),
      maxSize: Math.max(1, opcoes.maxBytes),
      sizeCalculation: (pagina) => Math.max(1, pagina.resposta.corpo.length),
      ttl: opcoes.erroMs,
    });
    this.admissao = new Admissao({ ...opcoes, aoRecusar: (motivo) => this.medidas.recusa(motivo) });
    this.medidas.observar({
      ocupacao: () => this.admissao.ocupacao,
      paginas: () => ({ entradas: this.guardadas.size, bytes: this.guardadas.calculatedSize }),
    });
    this.estatisticas = {
      pedidos: 0,
      renderizacoes: 0,
      recusadas: this.admissao.recusadas,
      porOrigem: { MISS: 0, HIT: 0, STALE: 0, 'STALE-IF-ERROR': 0, BROWSER: 0 },
    };
  }

  private agora(): number {
    return (this.opcoes.agora ?? Date.now)();
  }

  /**
   * The answer for `caminho` (path and query) asked at `origemPublica`: the page at
   * {@link enderecoDaPagina}'s address. Rejects only when there is
   * no page to give at all (no configuration, the shell failed): the caller then sends the
   * browser-rendered page.
   */
  async responder(caminho: string, origemPublica: string): Promise<RespostaPagina> {
    const inicio = performance.now();
    let desfecho: OrigemResposta | 'erro' = 'erro';
    try {
      const resposta = await this.responderPagina(caminho, origemPublica);
      desfecho = resposta.cache;
      return resposta;
    } finally {
      this.medidas.resposta(this.rotaDe(caminho), desfecho, (performance.now() - inicio) / 1000);
    }
  }

  /** The route template of `caminho`, as the metrics label it (`other` for no route). */
  rotaDe(caminho: string): string {
    return modeloDaRota(caminho, this.configuracao.actual?.associacao.slug ?? '');
  }

  /** The renderer's own metric families (see the contract's `Renderizador.metricas`). */
  metricas(): Promise<string> {
    return this.medidas.texto();
  }

  versoes(): VersoesRenderizador {
    return { shell: VERSAO_SHELL, remotos: this.remotos.estado() };
  }

  private async responderPagina(caminho: string, origemPublica: string): Promise<RespostaPagina> {
    this.estatisticas.pedidos += 1;
    const redireccao = redireccaoDe(caminho);
    if (redireccao) {
      const cabecalhos = { location: redireccao, 'cache-control': 'public, max-age=3600' };
      return { status: 301, cabecalhos, corpo: '', cache: 'MISS' };
    }
    // One copy per page, not per address: tracking tags and other parameters the page does not
    // read leave the address rendered and its key; with PUBLIC_URL set, the host does too (until
    // the configuration is first read, the key keeps it: one extra render at most).
    const endereco = enderecoDaPagina(caminho);
    const chave = this.configuracao.actual?.urlPublico ? endereco : `${origemPublica}${endereco}`;
    const guardada = this.guardadas.get(chave);
    this.vigiarRemotos();
    const idade = guardada ? this.agora() - guardada.geradaEm : Infinity;
    // Rendered with a remote's build no longer deployed: rendered again now, however fresh (even
    // on a busy renderer, where a renewal waits for a free slot); kept for when that render fails.
    const emDia = guardada ? this.remotos.emDia(guardada.builds) : false;
    if (guardada && emDia && idade < this.opcoes.frescaMs) return this.contar(guardada, 'HIT');
    if (guardada && emDia && idade < this.opcoes.frescaMs + this.opcoes.obsoletaMs) {
      this.renovar(chave, endereco, origemPublica);
      return this.contar(guardada, 'STALE');
    }
    try {
      const nova = await this.gerar(chave, endereco, origemPublica);
      // Finished in the background: the next visitor gets the whole page.
      if (!nova.completa) this.renovar(chave, endereco, origemPublica);
      if (!nova.completa && guardada) return this.contar(guardada, 'STALE-IF-ERROR');
      if (!nova.completa) {
        this.estatisticas.porOrigem.MISS += 1;
        const cabecalhos = { ...nova.resposta.cabecalhos, 'cache-control': NAO_GUARDAR };
        return { ...nova.resposta, cabecalhos, cache: 'MISS' };
      }
      return this.contar(nova, 'MISS');
    } catch (erro) {
      if (guardada) return this.contar(guardada, 'STALE-IF-ERROR');
      if (erro instanceof RenderizacaoRecusada) return this.paginaNoNavegador();
      throw erro;
    }
  }

  /** Checks the remotes' builds in the background (throttled), so cache hits see a redeploy. */
  private vigiarRemotos(): void {
    this.configuracao
      .ler()
      .then((configuracao) => this.remotos.preparar(configuracao.remotos))
      .catch(() => undefined);
  }

  /** Renders running and waiting now, for `/saude`. */
  get ocupacao() {
    return this.admissao.ocupacao;
  }

  private contar(pagina: PaginaGuardada, origem: OrigemResposta): RespostaPagina {
    this.estatisticas.porOrigem[origem] += 1;
    const cacheControl = cacheControlPagina(origem, this.agora() - pagina.geradaEm, this.opcoes);
    const cabecalhos = { ...pagina.resposta.cabecalhos, 'cache-control': cacheControl };
    return { ...pagina.resposta, cabecalhos, cache: origem };
  }

  /** The shell's own page, which the browser renders as it did before the renderer existed. */
  private paginaNoNavegador(): RespostaPagina {
    this.estatisticas.porOrigem.BROWSER += 1;
    return {
      status: 200,
      cabecalhos: { 'content-type': 'text/html; charset=utf-8', 'cache-control': NAO_GUARDAR },
      corpo: this.opcoes.modeloHtml,
      cache: 'BROWSER',
    };
  }

  /** One render per page at a time that a visitor waits for: concurrent requests share it. */
  private gerar(chave: string, caminho: string, origemPublica: string) {
    return umPorVez(this.emCurso, chave, () =>
      this.admissao
        .executar(() => this.compor(caminho, origemPublica, this.opcoes.prazoMs))
        .then((pagina) => this.guardar(chave, pagina)),
    );
  }

  /**
   * A render of the page that no visitor waits for, to be kept: one per page at a time, only on
   * a free slot ({@link Admissao.executarEmFundo}), with `prazoFundoMs` for its data. Not
   * admitted, or failed, it leaves the copy there is (or none) as it was: the next request for
   * the page tries again.
   */
  private renovar(chave: string, caminho: string, origemPublica: string): void {
    if (this.emFundo.has(chave)) return;
    const trabalho = this.admissao.executarEmFundo(() =>
      this.compor(caminho, origemPublica, this.opcoes.prazoFundoMs),
    );
    if (!trabalho) return;
    umPorVez(this.emFundo, chave, () =>
      trabalho.then((pagina) => this.guardar(chave, pagina)),
    ).catch(() => undefined);
  }

  private guardar(chave: string, pagina: PaginaGerada): PaginaGerada {
    if (pagina.completa) this.guardadas.set(chave, pagina);
    return pagina;
  }

  /** Renders the address with React and lays the result into the shell's document. */
  private async compor(
    caminho: string,
    origemPublica: string,
    prazoMs: number,
  ): Promise<PaginaGerada> {
    this.estatisticas.renderizacoes += 1;
    const configuracao = await this.configuracao.ler();
    await this.remotos.preparar(configuracao.remotos);
    return comporPagina({
      caminho,
      origemPublica,
      prazoMs,
      configuracao,
      remotos: this.remotos,
      modelo: this.modelo,
      recursos: this.opcoes.recursosArranque,
      agora: () => this.agora(),
    });
  }
}
