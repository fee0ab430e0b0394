import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as pedidoHttp, type Server } from 'node:http';
import { join } from 'node:path';

import { copiarConstrucoes } from '../comum/copia-construcoes';
import { pedir } from '../comum/http';
import {
  arrancarServidor,
  pastaDados,
  portaLivre,
  SCRIPT_SITE,
  verificarConstrucao,
  type Servidor,
} from '../comum/servidor';

/*
 * The server renderer's faults, measured on the built site: the CMS slow or down behind it (a
 * proxy in front of a reference backend makes it so), a remote's server build that throws, and a
 * remote redeployed alone while the renderer runs. The site under test reads a copy of the builds
 * (SITE_DIST_DIR), which the test changes as a deployment would.
 */

verificarConstrucao({ site: true });

const PRAZO_MS = 800;
type Modo = 'normal' | 'lento' | 'em-baixo';
let modo: Modo = 'normal';

/** Forwards to the backend, slowly (3 s) or not at all (503), as `modo` says. */
function proxyDeFalhas(destino: number): Server {
  return createServer((pedido, resposta) => {
    if (modo === 'em-baixo') {
      resposta.writeHead(503, { 'content-type': 'text/plain' }).end('em baixo');
      return;
    }
    const reencaminhar = () => {
      const saida = pedidoHttp(
        {
          host: '127.0.0.1',
          port: destino,
          path: pedido.url,
          method: pedido.method,
          headers: pedido.headers,
        },
        (origem) => {
          resposta.writeHead(origem.statusCode ?? 502, origem.headers);
          origem.pipe(resposta);
        },
      );
      saida.on('error', () => resposta.destroy());
      pedido.pipe(saida);
    };
    if (modo === 'lento') setTimeout(reencaminhar, 3000);
    else reencaminhar();
  });
}

async function obter(
  url: string,
  cabecalhos: Record<string, string> = {},
): Promise<{ estado: number; cache: string; html: string; ms: number }> {
  const inicio = Date.now();
  const resposta = await pedir({ url, cabecalhos });
  return {
    estado: resposta.status,
    cache: String(resposta.cabecalhos['x-cache'] ?? ''),
    html: resposta.texto,
    ms: Date.now() - inicio,
  };
}

/** The text of `<main>`, tags removed. */
const textoPrincipal = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderização no servidor com falhas à volta', () => {
  let backend: Servidor;
  let site: Servidor;
  let proxy: Server;
  let copia: string;
  const dados = pastaDados('ssr-falhas-');
  const dadosBackend = pastaDados('ssr-falhas-backend-');

  beforeAll(async () => {
    copia = copiarConstrucoes('ssr-falhas-', ['eventos', 'institucional', 'conteudos']);
    backend = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dadosBackend.pasta,
      env: { SSR: 'off' },
    });
    const portaBackend = Number(new URL(backend.url).port);
    proxy = proxyDeFalhas(portaBackend);
    const portaProxy = await portaLivre();
    await new Promise<void>((pronto) => proxy.listen(portaProxy, '127.0.0.1', pronto));
    const upstream = (base: string) => `http://127.0.0.1:${portaProxy}/${base}/api/v1`;
    site = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dados.pasta,
      env: {
        SITE_DIST_DIR: join(copia, 'dist'),
        CMS_API_URL: upstream('cms'),
        EVE_API_URL: upstream('eve'),
        APL_API_URL: upstream('apl'),
        SSR_PRAZO_MS: String(PRAZO_MS),
        // Every request renders again (fresh for 0 s), so each step sees the CMS as it is now;
        // the remotes are checked at every render.
        SSR_CACHE_SEGUNDOS: '0',
        SSR_CACHE_OBSOLETO_SEGUNDOS: '0',
        SSR_REMOTOS_VALIDADE_MS: '0',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await site?.parar();
    await backend?.parar();
    await new Promise((feito) => proxy?.close(feito));
    rmSync(copia, { recursive: true, force: true });
    dados.remover();
    dadosBackend.remover();
  });

  beforeEach(() => {
    modo = 'normal';
  });

  it('com o CMS bem, a página vem inteira do servidor', async () => {
    const pagina = await obter(`${site.url}/eventos`);
    expect(pagina).toMatchObject({ estado: 200, cache: 'MISS' });
    expect(textoPrincipal(pagina.html)).toContain('Conferência Nacional da Qualidade');
    expect(textoPrincipal(pagina.html)).not.toContain('A carregar');
  });

  it('com o CMS lento, responde no prazo com o que tem; o navegador desenha o resto', async () => {
    modo = 'lento';
    // An address never rendered before: no good copy to fall back on.
    const pagina = await obter(`${site.url}/faqs`);
    expect(pagina.estado).toBe(200);
    expect(pagina.ms).toBeLessThan(PRAZO_MS + 1500);
    // The page's skeleton and footer are there; its late blocks are their loading state, which
    // the browser replaces (the script and the runtime configuration are in the page).
    expect(pagina.html).toContain('Newsletter');
    expect(textoPrincipal(pagina.html)).toContain('A carregar');
    expect(pagina.html).toContain('id="dados-hidratacao"');
  }, 20_000);

  it('a página que falhou o prazo é acabada sem ninguém à espera e guardada: o pedido seguinte vem inteiro', async () => {
    modo = 'lento';
    // Never rendered before: the visitor gets what is ready at the deadline...
    const primeira = await obter(`${site.url}/biblioteca`);
    expect(primeira.ms).toBeLessThan(PRAZO_MS + 1500);
    expect(textoPrincipal(primeira.html)).toContain('A carregar');
    // ...and the render no one waits for (SSR_PRAZO_FUNDO_MS, 10 s) finishes it and keeps it: a
    // later visitor, still within the deadline, gets the whole page (kept: the CMS is still slow).
    let seguinte = primeira;
    for (let vez = 0; vez < 20 && textoPrincipal(seguinte.html).includes('A carregar'); vez += 1) {
      await new Promise((pronto) => setTimeout(pronto, 1000));
      seguinte = await obter(`${site.url}/biblioteca`);
      expect(seguinte.ms).toBeLessThan(PRAZO_MS + 1500);
    }
    expect(textoPrincipal(seguinte.html)).not.toContain('A carregar');
    expect(textoPrincipal(seguinte.html)).toContain('Relatório');
  }, 60_000);

  it('com o CMS em baixo, serve a última cópia boa da página (stale-if-error)', async () => {
    const boa = await obter(`${site.url}/eventos`);
    expect(boa.cache).toBe('MISS');
    modo = 'em-baixo';
    const pagina = await obter(`${site.url}/eventos`);
    expect(pagina).toMatchObject({ estado: 200, cache: 'STALE-IF-ERROR' });
    expect(textoPrincipal(pagina.html)).toContain('Conferência Nacional da Qualidade');
    // Without a good copy, the page still comes, and the browser shows the Portuguese error states.
    const semCopia = await obter(`${site.url}/galeria`);
    expect(semCopia.estado).toBe(200);
    expect(semCopia.html).toContain('id="dados-hidratacao"');
  });

  it('com o CMS em baixo e a pesquisa por construir, o servidor escreve logo que está indisponível', async () => {
    modo = 'em-baixo';
    const pagina = await obter(`${site.url}/pesquisa?q=qualidade`);
    expect(pagina.estado).toBe(200);
    // The answer is in the server's HTML (no spinner left to the browser), with its retry...
    expect(textoPrincipal(pagina.html)).toContain('A pesquisa está temporariamente indisponível');
    expect(textoPrincipal(pagina.html)).toContain('Tentar novamente');
    expect(textoPrincipal(pagina.html)).not.toContain('A pesquisar');
    // ...and such a page is never kept as the address's copy.
    modo = 'normal';
    const depois = await obter(`${site.url}/pesquisa?q=qualidade`);
    expect(textoPrincipal(depois.html)).not.toContain('temporariamente indisponível');
  });

  it('um remoto republicado sozinho aparece na renderização seguinte, sem reiniciar o servidor', async () => {
    const antes = await obter(`${site.url}/`);
    expect(textoPrincipal(antes.html)).toContain('Local:');
    // The events team publishes a new server build: one text changed (the chunks carry it, and
    // the entry changes with them, as a real build's hashed chunk names make it).
    const pasta = join(copia, 'dist', 'mf', 'eventos', 'servidor');
    for (const ficheiro of readdirSync(pasta)) {
      const caminho = join(pasta, ficheiro);
      const texto = readFileSync(caminho, 'utf8');
      // The label is a string of its own in the build ("Local", then ": "), or one text.
      const novo = texto.replaceAll('"Local"', '"Lugar"').replaceAll('Local: ', 'Lugar: ');
      if (novo !== texto) writeFileSync(caminho, novo);
    }
    appendFileSync(join(pasta, 'remoteEntry.js'), '\n// nova versão\n');
    const depois = await obter(`${site.url}/`);
    expect(depois.estado).toBe(200);
    expect(textoPrincipal(depois.html)).toContain('Lugar:');
    expect(textoPrincipal(depois.html)).not.toContain('Local:');
  });

  it('o servidor de um remoto que falha deixa só essa secção ao navegador; o resto da página vem do servidor', async () => {
    writeFileSync(
      join(copia, 'dist', 'mf', 'eventos', 'servidor', 'remoteEntry.js'),
      'throw new Error("build do servidor partida");\n',
    );
    // An address rendered before keeps its last good copy (stale-if-error)...
    const conhecida = await obter(`${site.url}/`);
    expect(conhecida).toMatchObject({ estado: 200, cache: 'STALE-IF-ERROR' });
    expect(textoPrincipal(conhecida.html)).toContain('Workshop de Gestão Ambiental');
    // ...and one never rendered is rendered without it: the site under another of its names
    // (without PUBLIC_URL the host is part of the page, its canonical links; tracking tags are
    // not, so they would find the kept copy).
    const pagina = await obter(`${site.url}/`, { host: `localhost:${new URL(site.url).port}` });
    expect(pagina.cache).toBe('MISS');
    expect(pagina.estado).toBe(200);
    const texto = textoPrincipal(pagina.html);
    // The home page's own blocks and the other remotes' sections are in the HTML...
    expect(texto).toContain('O que fazemos');
    expect(texto).toContain('Parceiros');
    expect(texto).not.toContain('A carregar Parceiros');
    // ...the events widget is its loading state, for the browser to render from its own build.
    expect(texto).toContain('A carregar Próximos eventos');
  });
});
