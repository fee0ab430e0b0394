import { createServer, request, type Server } from 'node:http';

import { arrancarRenderizador, type RenderizadorIsolado } from '../carga/renderizador-isolado';
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
 * The ssr image's program as built (shell/dist-servidor/servidor.cjs, its bundle): the trace a
 * page request comes with (the gateway's traceparent) reaches every read its render makes of the
 * APIs (axios on node:http) and of the site's files (fetch), which a recorder in front of the
 * site sees; a request without one starts a trace of its own.
 */

verificarConstrucao({ site: true });

const TRACE = '0af7651916cd43dd8448eb211c80319c';

/** The site behind a recorder of each request's path and traceparent. */
function gravador(destino: string) {
  const pedidos: { caminho: string; traceparent: string }[] = [];
  const alvo = new URL(destino);
  const servidor: Server = createServer((entrada, saida) => {
    pedidos.push({ caminho: entrada.url ?? '', traceparent: String(entrada.headers.traceparent) });
    const reenvio = request(
      {
        host: alvo.hostname,
        port: alvo.port,
        path: entrada.url,
        method: entrada.method,
        headers: { ...entrada.headers, host: alvo.host },
      },
      (resposta) => {
        saida.writeHead(resposta.statusCode ?? 502, resposta.headers);
        resposta.pipe(saida);
      },
    );
    reenvio.on('error', () => saida.writeHead(502).end());
    entrada.pipe(reenvio);
  });
  return { servidor, pedidos };
}

describe('rastreio do renderizador construído', () => {
  let site: Servidor;
  let renderizador: RenderizadorIsolado;
  let registo: ReturnType<typeof gravador>;
  const dados = pastaDados('ssr-rastreio-');

  beforeAll(async () => {
    site = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dados.pasta,
      env: { SSR: 'off', METRICS_PORT: 'off', RATE_LIMIT_MAX: '100000' },
    });
    registo = gravador(site.url);
    const porta = await portaLivre();
    await new Promise<void>((pronto) => registo.servidor.listen(porta, '127.0.0.1', pronto));
    renderizador = await arrancarRenderizador({
      porta: await portaLivre(),
      dataDir: dados.pasta,
      origemInterna: `http://127.0.0.1:${porta}`,
      env: { METRICS_PORT: 'off', SSR_PRAZO_MS: '5000' },
    });
  }, 60_000);

  afterAll(async () => {
    await renderizador?.parar();
    await new Promise((fechado) => registo?.servidor.close(fechado));
    await site?.parar();
    dados.remover();
  });

  it('as leituras das APIs que a renderização de uma página faz levam o trace id com que ela foi pedida', async () => {
    // A search nobody made: rendered now, its results read through the site's search API.
    const termo = `rastreio${Date.now().toString(36)}`;
    const antes = registo.pedidos.length;
    const pagina = await pedir({
      url: `${renderizador.url}/pesquisa?q=${termo}`,
      cabecalhos: { traceparent: `00-${TRACE}-b7ad6b7169203331-01` },
    });
    expect(pagina.status).toBe(200);
    const daRenderizacao = registo.pedidos.slice(antes);
    const leitura = daRenderizacao.find(({ caminho }) => caminho.includes(termo));
    expect(leitura).toBeDefined();
    // Its own span's id, the page request's trace id (sampled or not: no exporter here).
    expect(leitura!.traceparent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-0[01]$`));
    expect(leitura!.traceparent).not.toContain('b7ad6b7169203331');
  });

  it('um pedido sem traceparent começa um trace seu, que as suas leituras levam', async () => {
    const termo = `semtrace${Date.now().toString(36)}`;
    const antes = registo.pedidos.length;
    const pagina = await pedir({ url: `${renderizador.url}/pesquisa?q=${termo}` });
    expect(pagina.status).toBe(200);
    const leitura = registo.pedidos.slice(antes).find(({ caminho }) => caminho.includes(termo));
    expect(leitura?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    expect(leitura?.traceparent).not.toContain(TRACE);
  });
});
