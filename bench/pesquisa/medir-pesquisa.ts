// The site search's figures (issue #30): how long the seed's index takes to build, and the server
// time of a query over 2,000 indexed items (the index alone, and the whole route through Fastify).
// Bundled and run by `bench/src/pesquisa.mjs`; prints JSON on its last line.
import { BASES_API, CAMINHO_API_PESQUISA } from '@site/shared/contract';

import { criarApiDeTeste } from '../../api/src/referencia/testes/api-de-teste';
import { construirAplicacaoSitemap } from '../../api/src/sitemap/aplicacao-sitemap';
import { lerConfiguracaoSitemap } from '../../api/src/sitemap/configuracao';
import type { LeitorConteudo } from '../../api/src/sitemap/conteudo';
import { criarRonda } from '../../api/src/sitemap/partes';
import { documentosDoSite } from '../../api/src/sitemap/pesquisa/documentos';
import { construirIndice } from '../../api/src/sitemap/pesquisa/indice';

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

async function tempo<T>(fazer: () => Promise<T>): Promise<[number, T]> {
  const inicio = performance.now();
  const valor = await fazer();
  return [performance.now() - inicio, valor];
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
  let documentos = 0;
  for (let vez = 0; vez < 5; vez += 1) {
    const [ms, indice] = await tempo(async () =>
      construirIndice(await documentosDoSite(ler, 'aaq', criarRonda())),
    );
    tempos.push(ms);
    documentos = indice.documentos;
  }
  await api.app.close();
  await api.fechar().catch(() => undefined);
  return { documentos, primeiraMs: tempos[0] ?? 0, ...resumo(tempos) };
}

/** 2,000 generated items: each query timed in the index and through the route. */
async function consultasSobreGerado() {
  const conteudo = conteudoGerado();
  const ler: LeitorConteudo = async (base, caminho) => conteudo.get(`${base} ${caminho}`) ?? [];
  const [construcaoMs, documentos] = await tempo(() => documentosDoSite(ler, 'aaq', criarRonda()));
  const [indiceMs, indice] = await tempo(async () => construirIndice(documentos));
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
  for (let volta = 0; volta < 3; volta += 1) {
    for (const consulta of CONSULTAS) {
      noIndice.push((await tempo(async () => indice.pesquisar(consulta)))[0]);
      const url = `${CAMINHO_API_PESQUISA}?q=${encodeURIComponent(consulta)}`;
      naRota.push((await tempo(() => app.inject(url)))[0]);
    }
  }
  await app.close();
  return {
    itens: documentos.length,
    leituraMs: construcaoMs,
    indiceMs,
    consultas: noIndice.length,
    indice: resumo(noIndice),
    rota: resumo(naRota),
  };
}

const semente = await indiceDaSemente();
const gerado = await consultasSobreGerado();
console.log(JSON.stringify({ semente, gerado }));
