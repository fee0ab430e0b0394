import { rotasPublicas } from '@site/shared/contract/rotas';

import { pedir } from '../comum/http';
import { percentil } from '../comum/medidas';
import { arrancarServidor, pastaDados, portaLivre, SCRIPT_SITE } from '../comum/servidor';

import { arrancarGateway, type GatewayLocal } from './gateway-local';
import {
  ambienteDaImagem,
  arrancarRenderizador,
  type RenderizadorIsolado,
} from './renderizador-isolado';

/** What a run of requests gave. */
export interface FiguraCarga {
  pedidos: number;
  clientes: number;
  paginasPorSegundo: number;
  p50Ms: number;
  p95Ms: number;
  /**
   * Answers by `X-Cache` (MISS rendered now, HIT kept, BROWSER left to the browser…); through the
   * gateway, what its page cache answered (`gateway HIT`, `gateway STALE`…) when it did.
   */
  porCache: Record<string, number>;
  /** The 95th percentile of each of those kinds of answer: a kept page stays fast in a crowd. */
  p95PorCacheMs: Record<string, number>;
  respostas5xx: number;
  errosRede: number;
  /** Statuses other than 200 and 404 (the unknown addresses). */
  estadosInesperados: number;
  /** The resident memory at the end, and the most it reached meanwhile, in MB (all processes). */
  rssMb: number;
  rssMaximoMb: number;
}

export interface ResultadoMultidao {
  /** The renderer's heap and admission settings, as it ran. */
  definicoes: Record<string, string>;
  rssArranqueMb: number;
  /** Each crowd: `enderecos` distinct addresses, one in `distintasCada` a page of its own. */
  rajadas: (FiguraCarga & { enderecos: number; paginasDistintas: number })[];
  /** Steady traffic on the site's pages after each crowd: the memory it settles at. */
  patamares: FiguraCarga[];
  /** Pages per second and latency, on kept pages and on pages rendered anew, per client count. */
  figuras: FigurasPorClientes;
  /**
   * The same figures for two renderers behind the gateway (its own configuration under a local
   * nginx), with each one's memory at the end; or why they were not measured.
   */
  gateway:
    | { figuras: FigurasPorClientes; rssMb: { renderizadores: number[]; gateway: number } }
    | { naoMedido: string };
  renderizacoes: number;
  recusadas: Record<string, number>;
  /** What the renderer logged, each kind of line once (its blocks left to the browser aside). */
  registo: string[];
}

type FigurasPorClientes = { clientes: number; guardadas: FiguraCarga; novas: FiguraCarga }[];

/** What a run of requests is sent to: its address, and the memory of the processes behind it. */
interface Alvo {
  url: string;
  rssMb(): number;
}

/** One tracking-tagged address of a page the site has: the same page for the renderer's cache. */
const comEtiquetas = (rota: string, n: number) =>
  `${rota}?utm_source=whatsapp&utm_campaign=grupo${n}&fbclid=IwAR${n.toString(36)}`;

/** A page of its own: a search nobody made before, or an address no route takes (a 404). */
const paginaNova = (prefixo: string, n: number) =>
  n % 2 === 0 ? `/pesquisa?q=${prefixo}${n}` : `/${prefixo}-nao-existe/${n}`;

/** Each kind of log line once (numbers and addresses aside), but the blocks left to the browser. */
function linhasDistintas(registo: string): string[] {
  const tipos = new Map<string, string>();
  for (const linha of registo.split('\n')) {
    if (!linha.trim() || linha.includes('bloco deixado ao navegador')) continue;
    tipos.set(linha.replace(/\d+|\/\S*/g, '#'), linha);
  }
  return [...tipos.values()].slice(0, 20);
}

/**
 * `pedidos` requests from `clientes` in parallel, addresses from `endereco(i)`, sampling the
 * renderer's resident memory every 100 ms.
 */
export async function correr(
  renderizador: Alvo,
  pedidos: number,
  clientes: number,
  endereco: (indice: number) => string,
): Promise<FiguraCarga> {
  const latencias: number[] = [];
  const latenciasPorCache: Record<string, number[]> = {};
  const porCache: Record<string, number> = {};
  let [respostas5xx, errosRede, estadosInesperados, seguinte] = [0, 0, 0, 0];
  let rssMaximoMb = renderizador.rssMb();
  const amostra = setInterval(() => {
    rssMaximoMb = Math.max(rssMaximoMb, renderizador.rssMb());
  }, 100);
  const inicio = performance.now();
  const cliente = async () => {
    for (let indice = seguinte++; indice < pedidos; indice = seguinte++) {
      const antes = performance.now();
      try {
        const resposta = await pedir({ url: `${renderizador.url}${endereco(indice)}` });
        const latencia = performance.now() - antes;
        const doGateway = String(resposta.cabecalhos['x-cache-status'] ?? '');
        const cache = ['HIT', 'STALE', 'UPDATING'].includes(doGateway)
          ? `gateway ${doGateway}`
          : String(resposta.cabecalhos['x-cache'] ?? '-');
        latencias.push(latencia);
        (latenciasPorCache[cache] ??= []).push(latencia);
        porCache[cache] = (porCache[cache] ?? 0) + 1;
        if (resposta.status >= 500) respostas5xx += 1;
        else if (resposta.status !== 200 && resposta.status !== 404) estadosInesperados += 1;
      } catch {
        errosRede += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: clientes }, cliente));
  } finally {
    clearInterval(amostra);
  }
  const duracaoS = (performance.now() - inicio) / 1000;
  const rssMb = renderizador.rssMb();
  return {
    pedidos,
    clientes,
    paginasPorSegundo: Math.round(latencias.length / duracaoS),
    p50Ms: percentil(latencias, 0.5),
    p95Ms: percentil(latencias, 0.95),
    porCache,
    p95PorCacheMs: Object.fromEntries(
      Object.entries(latenciasPorCache).map(([cache, valores]) => [
        cache,
        percentil(valores, 0.95),
      ]),
    ),
    respostas5xx,
    errosRede,
    estadosInesperados,
    rssMb,
    rssMaximoMb: Math.max(rssMaximoMb, rssMb),
  };
}

/**
 * Crowds on the server renderer, run as the ssr image runs it (its own process, its image's heap
 * bound): `rajadas` crowds of `enderecos` distinct addresses each, most of them the site's pages
 * with tracking tags, one in `distintasCada` a page of its own; between crowds, steady traffic on
 * the site's pages, where memory settles. Then the sizing figures: kept and new pages, for each
 * client count in `clientes`.
 */
export async function executarMultidao(opcoes: {
  enderecos: number;
  distintasCada: number;
  rajadas: number;
  clientesRajada: number;
  clientes: number[];
  pedidosFigura: number;
  env?: Record<string, string>;
  /** An nginx binary: the figures again for two renderers behind the gateway. */
  nginx?: string;
}): Promise<ResultadoMultidao> {
  const dados = pastaDados('robustez-multidao-');
  const site = await arrancarServidor({
    script: SCRIPT_SITE,
    porta: await portaLivre(),
    dataDir: dados.pasta,
    env: { RATE_LIMIT_MAX: '1000000', SSR: 'off' },
  });
  const novoRenderizador = async () =>
    arrancarRenderizador({
      porta: await portaLivre(),
      dataDir: dados.pasta,
      origemInterna: site.url,
      env: { SSR_PRAZO_MS: '5000', ...opcoes.env },
    });
  const renderizador = await novoRenderizador().catch(async (erro: unknown) => {
    await site.parar();
    throw erro;
  });
  const rotas = [...rotasPublicas('aaq')];
  const paginaDoSite = (n: number) => comEtiquetas(rotas[n % rotas.length]!, n);
  const figurasDe = async (alvo: Alvo, prefixo: string) => {
    const figuras: FigurasPorClientes = [];
    for (const clientes of opcoes.clientes) {
      const guardadas = await correr(alvo, opcoes.pedidosFigura, clientes, paginaDoSite);
      const novas = await correr(alvo, opcoes.pedidosFigura, clientes, (n) =>
        paginaNova(`${prefixo}${clientes}x`, n),
      );
      figuras.push({ clientes, guardadas, novas });
    }
    return figuras;
  };
  let segundo: RenderizadorIsolado | undefined;
  let gateway: GatewayLocal | undefined;
  try {
    await correr(renderizador, rotas.length, 4, (n) => rotas[n]!);
    const rssArranqueMb = renderizador.rssMb();
    const rajadas: ResultadoMultidao['rajadas'] = [];
    const patamares: FiguraCarga[] = [];
    for (let r = 0; r < opcoes.rajadas; r += 1) {
      const prefixo = `multidao${r}x`;
      const rajada = await correr(renderizador, opcoes.enderecos, opcoes.clientesRajada, (n) =>
        n % opcoes.distintasCada === 0 ? paginaNova(prefixo, n) : paginaDoSite(n),
      );
      rajadas.push({
        ...rajada,
        enderecos: opcoes.enderecos,
        paginasDistintas: Math.ceil(opcoes.enderecos / opcoes.distintasCada),
      });
      patamares.push(await correr(renderizador, 2000, 16, paginaDoSite));
    }
    const figuras = await figurasDe(renderizador, 'figura');
    const saude = await renderizador.saude();
    let figurasGateway: ResultadoMultidao['gateway'] = {
      naoMedido: "no nginx binary (NGINX=…, or Debian's nginx package)",
    };
    if (opcoes.nginx && opcoes.clientes.length > 0) {
      segundo = await novoRenderizador();
      const [r1, r2] = [renderizador, segundo];
      gateway = await arrancarGateway({
        nginx: opcoes.nginx,
        porta: await portaLivre(),
        upstreams: {
          SSR_UPSTREAM: `${r1.url} ${r2.url}`,
          SHELL_UPSTREAM: site.url,
          REMOTE_EVENTOS_UPSTREAM: `${site.url}/mf/eventos/`,
          REMOTE_INSTITUCIONAL_UPSTREAM: `${site.url}/mf/institucional/`,
          REMOTE_CONTEUDOS_UPSTREAM: `${site.url}/mf/conteudos/`,
          CMS_UPSTREAM: site.url,
          EVE_UPSTREAM: site.url,
          APL_UPSTREAM: site.url,
          SITEMAP_UPSTREAM: site.url,
          IMAGENS_UPSTREAM: site.url,
        },
      });
      const g = gateway;
      const alvo = { url: g.url, rssMb: () => r1.rssMb() + r2.rssMb() + g.rssMb() };
      // Every page once through the gateway (the host the renderers see is the gateway's, a page
      // of its own for them), as on a site that has been up for a while.
      await correr(alvo, rotas.length, 4, (n) => rotas[n]!);
      figurasGateway = {
        figuras: await figurasDe(alvo, 'gateway'),
        rssMb: { renderizadores: [r1.rssMb(), r2.rssMb()], gateway: g.rssMb() },
      };
    }
    return {
      definicoes: { ...ambienteDaImagem(), ...opcoes.env },
      rssArranqueMb,
      rajadas,
      patamares,
      figuras,
      gateway: figurasGateway,
      renderizacoes: saude.renderizacoes,
      recusadas: saude.recusadas,
      registo: linhasDistintas(renderizador.erros()),
    };
  } finally {
    await gateway?.parar();
    await segundo?.parar();
    await renderizador.parar();
    await site.parar();
    dados.remover();
  }
}
