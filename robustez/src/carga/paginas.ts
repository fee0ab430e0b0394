import { rotasPublicas } from '@site/shared/contract/rotas';

import { pedir } from '../comum/http';
import { arrancarServidor, pastaDados, portaLivre, SCRIPT_SITE } from '../comum/servidor';

export interface ResultadoCargaPaginas {
  pedidos: number;
  /** How many addresses the requests went round. */
  enderecos: number;
  /** Answers by `X-Cache`: MISS (rendered now), HIT, STALE, STALE-IF-ERROR; `-` when missing. */
  porCache: Record<string, number>;
  /** HIT and STALE over every answer: the share served without a render. */
  taxaAcertos: number;
  respostas5xx: number;
  errosRede: number;
  /** Answers with a status other than the page's own (200, or 404 for the unknown address). */
  estadosInesperados: number;
  paginasPorSegundo: number;
  latenciaP95Ms: number;
  duracaoMs: number;
}

/** The unknown address every run asks for too: a rendered 404 is cached like any page. */
const DESCONHECIDO = '/isto/nao/existe';

/**
 * A bounded load of page requests on the local site with server rendering on: `clientes` in
 * parallel, each asking for the public routes round-robin until `total` requests are answered.
 * It reports how the renderer's cache served them and its pages per second.
 */
export async function executarCargaPaginas(opcoes: {
  total: number;
  clientes: number;
  env?: Record<string, string>;
}): Promise<ResultadoCargaPaginas> {
  const dados = pastaDados('robustez-paginas-');
  const servidor = await arrancarServidor({
    script: SCRIPT_SITE,
    porta: await portaLivre(),
    dataDir: dados.pasta,
    env: { RATE_LIMIT_MAX: '1000000', ...opcoes.env },
  });
  const rotas = [...rotasPublicas('aaq'), DESCONHECIDO];
  const porCache: Record<string, number> = {};
  const latencias: number[] = [];
  let respostas5xx = 0;
  let errosRede = 0;
  let estadosInesperados = 0;
  let seguinte = 0;
  const inicio = Date.now();
  try {
    const cliente = async () => {
      for (;;) {
        const indice = seguinte;
        seguinte += 1;
        if (indice >= opcoes.total) return;
        const rota = rotas[indice % rotas.length]!;
        const antes = performance.now();
        try {
          const resposta = await pedir({ url: `${servidor.url}${rota}` });
          latencias.push(performance.now() - antes);
          const cache = String(resposta.cabecalhos['x-cache'] ?? '-');
          porCache[cache] = (porCache[cache] ?? 0) + 1;
          if (resposta.status >= 500) respostas5xx += 1;
          else if (resposta.status !== (rota === DESCONHECIDO ? 404 : 200)) estadosInesperados += 1;
        } catch {
          errosRede += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: opcoes.clientes }, cliente));
  } finally {
    await servidor.parar();
    dados.remover();
  }
  const duracaoMs = Date.now() - inicio;
  const respondidos = latencias.length;
  latencias.sort((a, b) => a - b);
  return {
    pedidos: opcoes.total,
    enderecos: rotas.length,
    porCache,
    taxaAcertos: respondidos ? ((porCache.HIT ?? 0) + (porCache.STALE ?? 0)) / respondidos : 0,
    respostas5xx,
    errosRede,
    estadosInesperados,
    paginasPorSegundo: Math.round((respondidos / duracaoMs) * 1000),
    latenciaP95Ms: Math.round(latencias[Math.floor(respondidos * 0.95)] ?? 0),
    duracaoMs,
  };
}
