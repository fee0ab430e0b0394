import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { arrancarRenderizador, type RenderizadorIsolado } from '../carga/renderizador-isolado';
import { pedir } from '../comum/http';
import {
  arrancarServidor,
  pastaDados,
  portaLivre,
  RAIZ,
  SCRIPT_SITE,
  verificarConstrucao,
  type Servidor,
} from '../comum/servidor';

/*
 * The ssr image's program as built (shell/dist-servidor/servidor.cjs): metrics and versions on
 * its ops address only, never on the public port the gateway's catch-all sends page addresses
 * to; bounded labels after a crawler's made-up addresses; each remote section marked with the
 * version it was rendered with, the one the remote's build wrote in its manifest.
 */

verificarConstrucao({ site: true });

describe('métricas e versões do renderizador', () => {
  let site: Servidor;
  let renderizador: RenderizadorIsolado;
  let ops: string;
  const dados = pastaDados('ssr-metricas-');

  beforeAll(async () => {
    site = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dados.pasta,
      env: { SSR: 'off', METRICS_PORT: 'off', RATE_LIMIT_MAX: '100000' },
    });
    const portaOps = await portaLivre();
    ops = `http://127.0.0.1:${portaOps}`;
    renderizador = await arrancarRenderizador({
      porta: await portaLivre(),
      dataDir: dados.pasta,
      origemInterna: site.url,
      env: { METRICS_PORT: String(portaOps), SSR_PRAZO_MS: '5000' },
    });
  }, 60_000);

  afterAll(async () => {
    await renderizador?.parar();
    await site?.parar();
    dados.remover();
  });

  it('na porta pública, /metrics e /versoes são páginas inexistentes (404), sem métricas', async () => {
    for (const caminho of ['/metrics', '/versoes']) {
      const resposta = await pedir({ url: `${renderizador.url}${caminho}` });
      expect(resposta.status).toBe(404);
      expect(resposta.texto).not.toMatch(/# TYPE|ssr_render/);
    }
  });

  it('cada secção remota diz a versão com que foi renderizada, a do manifesto do remoto', async () => {
    const manifesto = JSON.parse(
      readFileSync(join(RAIZ, 'mfe-eventos', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { metaData: { buildInfo: { buildVersion: string; commit: string } } };
    const versao = manifesto.metaData.buildInfo.buildVersion;
    expect(versao).toMatch(/^\d+\.\d+\.\d+\+([0-9a-f]{7}|unknown)$/);

    const pagina = await pedir({ url: `${renderizador.url}/eventos/agendados` });
    expect(pagina.status).toBe(200);
    expect(pagina.texto).toContain(
      `<div class="seccao-remota" data-modulo="mfe_eventos/Eventos" data-versao="${versao}">`,
    );
    const dadosHidratacao = /<script[^>]*id="dados-hidratacao"[^>]*>(.*?)<\/script>/s.exec(
      pagina.texto,
    )?.[1];
    expect(JSON.parse(dadosHidratacao!).versoes).toMatchObject({ mfe_eventos: versao });

    const versoes = JSON.parse((await pedir({ url: `${ops}/versoes` })).texto) as {
      shell: string;
      remotos: Record<string, { versao: string; manifesto: string }>;
    };
    expect(versoes.shell).toMatch(/^\d+\.\d+\.\d+\+/);
    expect(versoes.remotos.mfe_eventos).toMatchObject({ versao, manifesto: versao });
  });

  it('na porta de operação, as famílias prometidas, com etiquetas limitadas depois de endereços inventados', async () => {
    for (let i = 0; i < 60; i += 1) {
      await pedir({ url: `${renderizador.url}/inventado-${i}/x?utm_source=${i}` });
      await pedir({ url: `${renderizador.url}/eventos/inventado-${i}` });
    }
    await pedir({ url: `${renderizador.url}/eventos`, metodo: 'DELETE' });
    const resposta = await pedir({ url: `${ops}/metrics` });
    expect(resposta.status).toBe(200);
    const texto = resposta.texto;
    for (const familia of [
      'http_server_request_duration_seconds histogram',
      'ssr_render_duration_seconds histogram',
      'ssr_admission_refusals_total counter',
      'ssr_admission_running_renders gauge',
      'ssr_admission_queued_renders gauge',
      'ssr_remote_loads_total counter',
      'ssr_remote_version_info gauge',
      'ssr_page_cache_entries gauge',
      'nodejs_eventloop_lag_seconds gauge',
      'site_build_info gauge',
    ]) {
      expect(texto).toContain(`# TYPE ${familia}`);
    }
    // Each family once: the process's registry and the renderer's do not overlap.
    const tipos = [...texto.matchAll(/^# TYPE (\S+)/gm)].map(([, nome]) => nome);
    expect(new Set(tipos).size).toBe(tipos.length);
    expect(texto).toMatch(/^site_build_info\{program="ssr",version="[^"]+"\} 1$/m);
    expect(texto).toMatch(
      /^ssr_render_duration_seconds_count\{http_route="other",outcome="miss"\} \d+/m,
    );
    const rotas = new Set(
      [
        ...texto.matchAll(
          /^(?:http_server_request|ssr_render)_duration_seconds_count\{http_route="([^"]*)"/gm,
        ),
      ].map(([, rota]) => rota),
    );
    // 120 made-up addresses, the health checks and the pages: three route labels.
    for (const rota of rotas) expect(['/eventos/*', 'other', '/saude']).toContain(rota);
    expect(texto).not.toContain('inventado');
  });

  it('o gateway não encaminha para o endereço de operação', () => {
    const gateway = readFileSync(join(RAIZ, 'docker', 'gateway', 'gateway.conf.template'), 'utf8');
    expect(gateway).not.toMatch(/METRICS|9464|\/metrics|\/versoes/);
  });
});
