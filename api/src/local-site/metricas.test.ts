import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CAMINHO_API_PESQUISA } from '@site/shared/contract';
import { ErroConfiguracao } from '@site/shared/contract/ambiente';

import { pastaTemporaria } from '../referencia/testes/api-de-teste';

import { startLocalSite, type LocalSite } from './aplicacao-site';
import { lerConfiguracaoSite } from './configuracao';

const dados = pastaTemporaria();
const site = pastaTemporaria();
let local: LocalSite;

/** Every value of `etiqueta` in the exposition's series of `familia`. */
function valores(texto: string, familia: string, etiqueta: string): Set<string> {
  const serie = new RegExp(
    `^${familia}(?:_bucket|_count|_sum)?\\{[^}]*\\b${etiqueta}="([^"]*)"`,
    'gm',
  );
  return new Set([...texto.matchAll(serie)].map(([, valor]) => valor!));
}

beforeAll(async () => {
  for (const [relativo, conteudo] of [
    [
      'index.html',
      '<!doctype html><html lang="pt"><title>Site</title><div id="raiz"></div></html>',
    ],
    ['main.3f2a9c1e.js', 'void 0;'],
  ] as const) {
    mkdirSync(join(site.pasta, relativo, '..'), { recursive: true });
    writeFileSync(join(site.pasta, relativo), conteudo);
  }
  local = await startLocalSite({
    env: { SITE_DIST_DIR: site.pasta, DATA_DIR: dados.pasta, METRICS_PORT: '0', SSR: 'off' },
    port: 0,
    logger: false,
    raizRepositorio: site.pasta,
  });
});

afterAll(async () => {
  await local.close();
  dados.remover();
  site.remover();
});

describe('métricas do site local', () => {
  it('na porta pública, /metrics e /versoes são recusados (404), nunca uma página', async () => {
    for (const caminho of ['/metrics', '/metrics/', '/versoes']) {
      const resposta = await fetch(`${local.url}${caminho}`);
      expect(resposta.status).toBe(404);
      expect(await resposta.text()).not.toMatch(/# TYPE|http_server/);
    }
  });

  it('na porta de operação, lê as famílias prometidas, com rotas limitadas depois de endereços inventados', async () => {
    expect(local.urlOps).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(local.urlOps).not.toBe(local.url);
    // A crawler's made-up addresses: pages, files, API paths and methods nobody routes.
    for (let i = 0; i < 40; i += 1) {
      await fetch(`${local.url}/inventado-${i}/pagina?x=${i}`);
      await fetch(`${local.url}/eventos/nao-existe-${i}`);
      await fetch(`${local.url}/wp-admin-${i}.php`);
      await fetch(`${local.url}/cms/api/v1/inventado/${i}`, { method: 'POST' });
    }
    await fetch(`${local.url}/health`, { method: 'PROPFIND' });
    await fetch(`${local.url}${CAMINHO_API_PESQUISA}?q=eventos`);

    const resposta = await fetch(`${local.urlOps}/metrics`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const texto = await resposta.text();
    for (const familia of [
      'http_server_request_duration_seconds histogram',
      'nodejs_eventloop_lag_seconds gauge',
      'process_cpu_seconds_total counter',
      'site_build_info gauge',
      'discovery_build_duration_seconds histogram',
    ]) {
      expect(texto).toContain(`# TYPE ${familia}`);
    }
    expect(texto).toContain('site_build_info{program="local-site",version="unknown"} 1');
    expect(texto).toMatch(
      /discovery_build_duration_seconds_count\{service="search",outcome="complete"\} 1/,
    );

    // Route templates only (the embedded APIs' too, which the search index read), and few of them.
    const rotas = valores(texto, 'http_server_request_duration_seconds', 'http_route');
    expect([...rotas]).toEqual(
      expect.arrayContaining(['other', '/eventos/*', '/*', CAMINHO_API_PESQUISA]),
    );
    expect(rotas.size).toBeLessThanOrEqual(20);
    for (const rota of rotas) expect(rota).toMatch(/^(other|\/[\w/:*-]*)$/);
    expect(valores(texto, 'http_server_request_duration_seconds', 'http_request_method')).toEqual(
      new Set(['GET', 'POST', '_OTHER']),
    );
    expect(
      valores(texto, 'http_server_request_duration_seconds', 'http_response_status_class'),
    ).toEqual(new Set(['2xx', '4xx']));
    expect(texto).not.toMatch(/inventado|nao-existe|wp-admin/);
  });

  it('na porta de operação, /versoes diz a versão do programa e nada mais responde', async () => {
    const versoes = (await (await fetch(`${local.urlOps}/versoes`)).json()) as Record<
      string,
      unknown
    >;
    expect(versoes).toEqual({
      programa: { nome: 'local-site', versao: 'unknown' },
      renderizador: null,
    });
    expect((await fetch(`${local.urlOps}/`)).status).toBe(404);
    expect((await fetch(`${local.urlOps}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('endereço de operação: variáveis', () => {
  it.each([
    [{ METRICS_PORT: 'muitas' }, 'must be a port number (0-65535) or off'],
    [{ METRICS_PORT: '70000' }, 'must be at most 65535'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'must differ from PORT'],
  ])('%j pára o site com uma linha que nomeia METRICS_PORT', (env, mensagem) => {
    const ler = () => lerConfiguracaoSite(env);
    expect(ler).toThrow(ErroConfiguracao);
    expect(ler).toThrow(`Invalid environment variable METRICS_PORT: ${mensagem}`);
  });

  it('sem METRICS_PORT, 127.0.0.1:9464; off não abre nada', () => {
    expect(lerConfiguracaoSite({}).api.ops).toEqual({
      host: '127.0.0.1',
      porta: 9464,
      explicita: false,
    });
    expect(lerConfiguracaoSite({ METRICS_PORT: 'off' }).api.ops).toBeNull();
  });
});
