// The site search's figures (issues #30 and I3): the seed's index (build time, and its relevance
// on the relevance set of api/src/sitemap/pesquisa/relevancia.ts: success@3 and MRR), and over
// 5,000 generated items the index's memory and the server time of a query, of a filtered or
// later page and of a suggestion (the index alone, and the whole route through Fastify).
// Bundled and run by `bench/src/pesquisa.mjs` with --expose-gc; prints JSON on its last line.
import { loadavg } from 'node:os';

import { BASES_API, CAMINHO_API_PESQUISA, CAMINHO_API_SUGESTOES } from '@site/shared/contract';

import { criarApiDeTeste } from '../../api/src/referencia/testes/api-de-teste';
import { construirAplicacaoSitemap } from '../../api/src/sitemap/aplicacao-sitemap';
import { lerConfiguracaoSitemap } from '../../api/src/sitemap/configuracao';
import type { LeitorConteudo } from '../../api/src/sitemap/conteudo';
import { criarRonda } from '../../api/src/sitemap/partes';
import { documentosDoSite } from '../../api/src/sitemap/pesquisa/documentos';
import { construirIndice, type IndicePesquisa } from '../../api/src/sitemap/pesquisa/indice';
import { medirRelevancia } from '../../api/src/sitemap/pesquisa/relevancia';

import { CONSULTAS, conteudoGerado } from './conteudo-gerado';

const percentil = (valores: number[], p: number) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  return (
    ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? 0
  );
};
const resumo = (valores: number[]) => ({
  mediana: percentil(valores, 50),
  p95: percentil(valores, 95),
  maximo: Math.max(...valores),
});

async function tempo<T>(fazer: () => Promise<T> | T): Promise<[number, T]> {
  const inicio = performance.now();
  const valor = await fazer();
  return [performance.now() - inicio, valor];
}

/**
 * A request's wall time and this process's CPU time during it, in ms: on a machine shared with
 * other work the wall time also counts waiting for a core, the CPU time does not.
 */
async function tempos(fazer: () => Promise<unknown>): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const [ms] = await tempo(fazer);
  const gasto = process.cpuUsage(cpu);
  return [ms, (gasto.user + gasto.system) / 1000];
}

/** Bytes of heap in use once the garbage is collected (node --expose-gc). */
function heapUsado(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/** The seed (the reference backend, as `npm start` serves it): its index built 5 times. */
async function indiceDaSemente() {
  const api = await criarApiDeTeste();
  const ler: LeitorConteudo = async (base, caminho, corpo) => {
    const resposta = await api.app.inject({
      method: corpo === undefined ? 'GET' : 'POST',
      url: `/${base}/api/v1/${caminho}`,
      headers: { cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
      ...(corpo === undefined ? {} : { payload: corpo }),
    });
    return resposta.json();
  };
  const tempos: number[] = [];
  let indice: IndicePesquisa | undefined;
  for (let vez = 0; vez < 5; vez += 1) {
    const [ms, construido] = await tempo(async () =>
      construirIndice(await documentosDoSite(ler, 'aaq', criarRonda())),
    );
    tempos.push(ms);
    indice = construido;
  }
  await api.app.close();
  await api.fechar().catch(() => undefined);
  const relevancia = indice ? medirRelevancia(indice) : undefined;
  return {
    documentos: indice?.documentos ?? 0,
    primeiraMs: tempos[0] ?? 0,
    ...resumo(tempos),
    relevancia,
  };
}

/** What a visitor asks of one query: its first page, a kind's results, the next page. */
const pedidos = (consulta: string) => {
  const q = encodeURIComponent(consulta);
  return [`?q=${q}`, `?q=${q}&tipo=evento`, `?q=${q}&pagina=2`];
};

/** 5,000 generated items: the index's memory; each query timed in the index and through the route. */
async function consultasSobreGerado() {
  const conteudo = conteudoGerado();
  const ler: LeitorConteudo = async (base, caminho) => conteudo.get(`${base} ${caminho}`) ?? [];
  const [leituraMs, documentos] = await tempo(() => documentosDoSite(ler, 'aaq', criarRonda()));
  const antes = heapUsado();
  const [indiceMs, indice] = await tempo(() => construirIndice(documentos));
  const memoriaIndice = heapUsado() - antes;
  // The Docker deployment's discovery server, its CMS answered from memory.
  const cms = 'http://cms.bench';
  const app = await construirAplicacaoSitemap(
    lerConfiguracaoSitemap({ CMS_UPSTREAM: cms, EVE_UPSTREAM: cms }),
    {
      logger: false,
      fetch: async (url, pedido) => {
        if (pedido?.method === 'HEAD') return new Response(null, { status: 200 });
        const caminho = new URL(String(url)).pathname;
        const base = caminho.startsWith(BASES_API.eve) ? 'eve' : 'cms';
        const corpo = conteudo.get(`${base} ${caminho.slice(BASES_API[base].length)}`) ?? [];
        return Response.json(corpo);
      },
    },
  );
  await app.inject(`${CAMINHO_API_PESQUISA}?q=aquecimento`);
  const noIndice: number[] = [];
  const naRota: number[] = [];
  const cpuRota: number[] = [];
  const sugestoes: number[] = [];
  const cpuSugestoes: number[] = [];
  const cargaAntes = loadavg()[0] ?? 0;
  for (let volta = 0; volta < 3; volta += 1) {
    for (const consulta of CONSULTAS) {
      noIndice.push((await tempo(() => indice.pesquisar(consulta)))[0]);
      for (const pedido of pedidos(consulta)) {
        const [ms, cpu] = await tempos(() => app.inject(`${CAMINHO_API_PESQUISA}${pedido}`));
        naRota.push(ms);
        cpuRota.push(cpu);
      }
      // What the field asks while the query is typed: its first letters, then all of it.
      for (const escrito of [consulta.slice(0, 4), consulta]) {
        const url = `${CAMINHO_API_SUGESTOES}?q=${encodeURIComponent(escrito)}`;
        const [ms, cpu] = await tempos(() => app.inject(url));
        sugestoes.push(ms);
        cpuSugestoes.push(cpu);
      }
    }
  }
  await app.close();
  return {
    itens: documentos.length,
    leituraMs,
    indiceMs,
    memoriaIndiceMb: memoriaIndice / 1024 / 1024,
    heapTotalMb: heapUsado() / 1024 / 1024,
    consultas: noIndice.length,
    indice: resumo(noIndice),
    pedidosRota: naRota.length,
    rota: resumo(naRota),
    rotaCpu: resumo(cpuRota),
    pedidosSugestoes: sugestoes.length,
    sugestoes: resumo(sugestoes),
    sugestoesCpu: resumo(cpuSugestoes),
    // The machine's load (1-minute average) before and after the timed requests.
    carga: [cargaAntes, loadavg()[0] ?? 0],
  };
}

const semente = await indiceDaSemente();
const gerado = await consultasSobreGerado();
console.log(JSON.stringify({ semente, gerado }));
