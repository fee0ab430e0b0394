import {
  CAMINHO_IMAGEM,
  LARGURAS_IMAGEM,
  MENSAGENS,
  PARAMETROS_IMAGEM,
  urlImagem,
  type LarguraImagem,
} from '@site/shared/contract';

import { pedir, type Resposta } from '../comum/http';
import { percentil, rssMb } from '../comum/medidas';
import { arrancarServidor, pastaDados, portaLivre, SCRIPT_SITE } from '../comum/servidor';

import { CAMINHOS_HOSTIS, iniciarOrigemHostil } from './origem-hostil';

/** What Chromium sends for an `<img>`. */
const ACCEPT_CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** The three kinds of browser the endpoint tells apart. */
const ACCEPTS = [ACCEPT_CHROMIUM, 'image/webp,*/*', '*/*'] as const;

export interface ResultadoImagens {
  recusas: {
    casos: number;
    certos: number;
    respostas5xxInesperadas: number;
    /** Cases answered otherwise than expected: path, expected, got. */
    errados: string[];
    semMensagemPortuguesa: number;
  };
  latencia: {
    /** The same variant asked again (from the endpoint's cache): p95 and max, ms. */
    cacheP95Ms: number;
    cacheMaxMs: number;
    /** Another width or format of a photo already fetched: p95 and max, ms. */
    novaP95Ms: number;
    novaMaxMs: number;
    novas: number;
    /** The first variant of a photo not fetched before (download of the original included). */
    primeiraMs: number;
    /** Size of that original. */
    originalBytes: number;
    originalUrl: string;
  };
  rajada: {
    pedidos: number;
    variantes: number;
    respostas5xx: number;
    errosRede: number;
    duracaoMs: number;
    renderP95AntesMs: number;
    renderP95DuranteMs: number;
    /** Memory of the site's process (RSS) before the burst and 10 s after it. */
    memoriaAntesMb: number;
    memoriaDepoisMb: number;
  };
  /** The site's process still answers its health check at the end. */
  vivo: boolean;
  duracaoMs: number;
}

/**
 * The process's memory once the burst's work has been given back: read every 2 s for up to 30 s
 * (libvips frees its buffers and the allocator returns pages at its own pace, later on a busy
 * machine), the first reading back within the target of the reading before, else the lowest.
 */
async function memoriaAssente(pid: number, antesMb: number): Promise<number> {
  let menor = Number.POSITIVE_INFINITY;
  for (let leitura = 0; leitura < 15; leitura += 1) {
    await new Promise((resolver) => setTimeout(resolver, 2000));
    menor = Math.min(menor, rssMb(pid));
    if (menor - antesMb <= METAS_IMAGENS.memoriaMb) break;
  }
  return menor;
}

/** The CMS pictures a rendered page asks the endpoint for (their original URLs). */
function originaisNaPagina(html: string): string[] {
  const urls = new Set<string>();
  for (const [, consulta] of html.matchAll(/\/imagem\?([^"\s,]+)/g)) {
    const url = new URLSearchParams((consulta ?? '').replace(/&amp;/g, '&')).get(
      PARAMETROS_IMAGEM.url,
    );
    if (url && /\.(jpe?g|png)$/i.test(new URL(url, 'http://x').pathname)) urls.add(url);
  }
  return [...urls];
}

const MENSAGENS_IMAGEM = new Set<string>(Object.values(MENSAGENS));

async function tempo(pedido: () => Promise<Resposta>): Promise<{ ms: number; resposta: Resposta }> {
  const antes = performance.now();
  const resposta = await pedido();
  return { ms: performance.now() - antes, resposta };
}

/**
 * The image endpoint on the spec-minimal CMS, whose photos (camera-sized JPEGs) live on an origin
 * of their own, plus a hostile media host: every refusal, the endpoint's latency, and a burst of
 * new variants while pages are being rendered. `tamanho` 'ci' runs a smaller burst.
 */
export async function executarImagens(tamanho: 'ci' | 'completo'): Promise<ResultadoImagens> {
  const inicio = Date.now();
  const hostil = await iniciarOrigemHostil();
  const dados = pastaDados('robustez-imagens-');
  const servidor = await arrancarServidor({
    script: SCRIPT_SITE,
    porta: await portaLivre(),
    dataDir: dados.pasta,
    limiteMs: 60_000,
    env: {
      CMS_CONTEUDO: 'minimo',
      IMAGENS_ORIGENS: hostil.origem,
      // Every page request renders: the probe measures rendering, not the page cache.
      SSR_CACHE_SEGUNDOS: '0',
      SSR_CACHE_OBSOLETO_SEGUNDOS: '0',
      RATE_LIMIT_MAX: '1000000',
      // As `npm start` runs the site (package.json): glibc with two malloc arenas, not one per
      // thread, so what sharp's threads free is reused instead of kept (the RSS halves).
      MALLOC_ARENA_MAX: '2',
    },
  });
  const site = servidor.url;
  const imagem = (url: string, largura: LarguraImagem, accept: string = ACCEPT_CHROMIUM) =>
    pedir({ url: `${site}${urlImagem(url, largura)}`, cabecalhos: { accept }, limiteMs: 60_000 });
  try {
    // -- Refusals ------------------------------------------------------------------------------
    const casos: { descricao: string; caminho: string; estado: number }[] = [
      ...Object.entries(CAMINHOS_HOSTIS).map(([caminho, { estado }]) => ({
        descricao: caminho,
        caminho: urlImagem(`${hostil.origem}${caminho}`, 640),
        estado,
      })),
      ...[
        'https://outro.exemplo.test/foto.jpg',
        '//outro.exemplo.test/foto.jpg',
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://10.0.0.1/foto.jpg',
        'http://192.168.1.1/foto.jpg',
        'http://[::1]/foto.jpg',
        'http://[::ffff:127.0.0.1]/foto.jpg',
        'http://localhost/foto.jpg',
        'http://127.0.0.1:1/foto.jpg',
        `${hostil.origem.replace('127.0.0.1', 'localhost')}/foto.jpg`,
        `http://utilizador:senha@${hostil.origem.slice('http://'.length)}/foto.jpg`,
        'file:///etc/passwd',
        'gopher://127.0.0.1:25/x',
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '/uploads/foto.jpg',
        '/mf/eventos/remoteEntry.js',
        `/cms/api/v1/../../config/site.json`,
      ].map((url) => ({ descricao: url, caminho: urlImagem(url, 640), estado: 403 })),
      ...['0', '-1', '641', '1e9', 'abc', '', '640.5', '640&w=800'].map((largura) => ({
        descricao: `w=${largura}`,
        caminho: `${CAMINHO_IMAGEM}?url=${encodeURIComponent(`${hostil.origem}/foto.jpg`)}&w=${largura}`,
        estado: 400,
      })),
      { descricao: 'sem url', caminho: `${CAMINHO_IMAGEM}?w=640`, estado: 400 },
      {
        descricao: 'url longo',
        caminho: urlImagem(`${hostil.origem}/${'a'.repeat(3000)}.jpg`, 640),
        estado: 400,
      },
      {
        descricao: 'partilha noutra largura',
        caminho: `${urlImagem(`${hostil.origem}/foto.jpg`, 640)}&partilha=1`,
        estado: 400,
      },
    ];
    const errados: string[] = [];
    let respostas5xxInesperadas = 0;
    let semMensagemPortuguesa = 0;
    for (const caso of casos) {
      const resposta = await pedir({
        url: `${site}${caso.caminho}`,
        cabecalhos: { accept: ACCEPT_CHROMIUM },
      });
      if (resposta.status !== caso.estado)
        errados.push(`${caso.descricao}: ${caso.estado} -> ${resposta.status}`);
      if (resposta.status >= 500 && caso.estado < 500) respostas5xxInesperadas += 1;
      const portugues =
        MENSAGENS_IMAGEM.has(resposta.texto) ||
        resposta.texto.startsWith('A imagem original é demasiado grande');
      if (!portugues || !String(resposta.cabecalhos['content-type']).startsWith('text/plain')) {
        semMensagemPortuguesa += 1;
      }
    }

    // -- Latency -------------------------------------------------------------------------------
    const html =
      (await pedir({ url: `${site}/eventos` })).texto + (await pedir({ url: `${site}/` })).texto;
    const originais = originaisNaPagina(html);
    if (originais.length < 3)
      throw new Error(`expected the minimal CMS's photos, found ${originais.length}`);
    // The CMS makes each photo on its first request: that is its cost, not the endpoint's.
    for (const original of originais) await pedir({ url: original, limiteMs: 60_000 });
    const [primeira, ...outras] = originais;
    const original = await pedir({ url: primeira!, limiteMs: 60_000 });
    const primeiraVariante = await tempo(() => imagem(primeira!, 800));
    const novas: number[] = [];
    for (const largura of LARGURAS_IMAGEM) {
      for (const accept of ACCEPTS) {
        if (largura === 800 && accept === ACCEPT_CHROMIUM) continue;
        novas.push((await tempo(() => imagem(primeira!, largura, accept))).ms);
      }
    }
    const emCache: number[] = [];
    for (let i = 0; i < 200; i += 1) emCache.push((await tempo(() => imagem(primeira!, 800))).ms);

    // -- Burst of new variants while pages render -------------------------------------------------
    const sonda = async (ate: () => boolean, minimo: number) => {
      const tempos: number[] = [];
      const paginas = ['/eventos', '/', '/faqs', '/contactos'];
      while (tempos.length < minimo || !ate()) {
        tempos.push(
          (await tempo(() => pedir({ url: `${site}${paginas[tempos.length % paginas.length]}` })))
            .ms,
        );
      }
      return tempos;
    };
    await sonda(() => true, 20); // the renderer's first renders (JIT, module loading) are not its usual time
    const antes = await sonda(() => true, 40);
    const memoriaAntesMb = rssMb(servidor.processo.pid!);
    const variantes: [string, LarguraImagem, string][] = [];
    const alvoVariantes = tamanho === 'ci' ? 20 : 50;
    for (const url of outras.length > 0 ? outras : originais) {
      for (const largura of LARGURAS_IMAGEM) {
        for (const accept of ACCEPTS) variantes.push([url, largura, accept]);
      }
    }
    const escolhidas = variantes.slice(0, alvoVariantes);
    const pedidos = escolhidas.length * 4;
    let respostas5xx = 0;
    let errosRede = 0;
    let acabou = false;
    const inicioRajada = Date.now();
    const rajada = Promise.all(
      Array.from({ length: pedidos }, async (_, indice) => {
        const [url, largura, accept] = escolhidas[indice % escolhidas.length]!;
        try {
          const resposta = await imagem(url, largura, accept);
          if (resposta.status >= 500) respostas5xx += 1;
        } catch {
          errosRede += 1;
        }
      }),
    ).then(() => {
      acabou = true;
    });
    const durante = await sonda(() => acabou, 5);
    await rajada;
    const duracaoRajada = Date.now() - inicioRajada;
    const memoriaDepoisMb = await memoriaAssente(servidor.processo.pid!, memoriaAntesMb);
    const vivo = (await pedir({ url: `${site}/health` })).status === 200;

    return {
      recusas: {
        casos: casos.length,
        certos: casos.length - errados.length,
        respostas5xxInesperadas,
        errados,
        semMensagemPortuguesa,
      },
      latencia: {
        cacheP95Ms: percentil(emCache, 0.95),
        cacheMaxMs: Math.round(Math.max(...emCache)),
        novaP95Ms: percentil(novas, 0.95),
        novaMaxMs: Math.round(Math.max(...novas)),
        novas: novas.length,
        primeiraMs: Math.round(primeiraVariante.ms),
        originalBytes: original.tamanho,
        originalUrl: primeira!,
      },
      rajada: {
        pedidos,
        variantes: escolhidas.length,
        respostas5xx,
        errosRede,
        duracaoMs: duracaoRajada,
        renderP95AntesMs: percentil(antes, 0.95),
        renderP95DuranteMs: percentil(durante, 0.95),
        memoriaAntesMb,
        memoriaDepoisMb,
      },
      vivo,
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    await servidor.parar();
    await hostil.fechar();
    dados.remover();
  }
}

/** The figures the image endpoint must reach (issue H1), measured by {@link executarImagens}. */
const METAS_IMAGENS = {
  cacheP95Ms: 10,
  novaMs: 600,
  razaoRender: 2,
  memoriaMb: 50,
} as const;

/**
 * Every figure of a run that misses its target, in words (empty: all met). `latencias: false`
 * leaves out the absolute times (cached and new variants, in ms), which depend on the host: the
 * report gives them beside their targets; a test keeps what holds on any host (refusals, no
 * failure in the burst, renders within a ratio of their own time, memory, the site alive).
 */
export function problemasImagens(
  r: ResultadoImagens,
  { latencias = true }: { latencias?: boolean } = {},
): string[] {
  const problemas: string[] = [];
  const { recusas, latencia, rajada } = r;
  if (recusas.errados.length > 0)
    problemas.push(`refusals answered wrongly: ${recusas.errados.join('; ')}`);
  if (recusas.semMensagemPortuguesa > 0)
    problemas.push(`${recusas.semMensagemPortuguesa} refusals without their Portuguese text`);
  if (latencias && latencia.cacheP95Ms > METAS_IMAGENS.cacheP95Ms)
    problemas.push(`cached variant p95 ${latencia.cacheP95Ms} ms`);
  if (latencias && Math.max(latencia.novaP95Ms, latencia.primeiraMs) > METAS_IMAGENS.novaMs) {
    problemas.push(`new variant p95 ${latencia.novaP95Ms} ms, first ${latencia.primeiraMs} ms`);
  }
  if (rajada.respostas5xx + rajada.errosRede > 0)
    problemas.push(`burst: ${rajada.respostas5xx} 5xx, ${rajada.errosRede} network errors`);
  if (rajada.renderP95DuranteMs > METAS_IMAGENS.razaoRender * rajada.renderP95AntesMs) {
    problemas.push(
      `page renders p95 ${rajada.renderP95AntesMs} -> ${rajada.renderP95DuranteMs} ms during the burst`,
    );
  }
  if (rajada.memoriaDepoisMb - rajada.memoriaAntesMb > METAS_IMAGENS.memoriaMb) {
    problemas.push(
      `memory ${rajada.memoriaAntesMb} -> ${rajada.memoriaDepoisMb} MB after the burst`,
    );
  }
  if (!r.vivo) problemas.push('the site no longer answers');
  return problemas;
}
