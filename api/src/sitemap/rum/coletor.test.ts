import { Writable } from 'node:stream';

import Fastify, { type FastifyInstance } from 'fastify';
import { register } from 'prom-client';

import { CAMINHO_API_RUM, type BeaconRum } from '@site/shared/contract';

import { tratarErro } from '../../comum/http/tratar-erros';

import { registarRum } from './coletor';
import { VersoesVivas } from './versoes-vivas';

/*
 * The real visitors' collector as a browser's beacon reaches it: the series it keeps (labels from
 * closed lists and the versions the site serves), what it refuses, and what it never keeps.
 */

const VERSAO_EVENTOS = '1.4.0+0a1b2c3';
/** The remotes' manifests as the site serves them (the collector reads them over HTTP). */
const MANIFESTOS: Record<string, string> = {
  '/mf/eventos/mf-manifest.json': VERSAO_EVENTOS,
  '/mf/institucional/mf-manifest.json': '1.0.0+fedcba9',
  '/mf/conteudos/mf-manifest.json': '1.0.0+fedcba9',
};
const servirManifestos = (async (endereco: URL) => {
  const versao = MANIFESTOS[endereco.pathname];
  if (!versao) return new Response('', { status: 404 });
  return Response.json({ metaData: { buildInfo: { buildVersion: versao } } });
}) as unknown as typeof fetch;

let app: FastifyInstance;
let registo = '';

async function construir(porSegundo = 100_000, agora = () => 5_000) {
  registo = '';
  const destino = new Writable({
    write(pedaco, _codificacao, feito) {
      registo += String(pedaco);
      feito();
    },
  });
  const versoes = new VersoesVivas({
    remotos: {
      mfe_eventos: '/mf/eventos/remoteEntry.js',
      mfe_institucional: '/mf/institucional/remoteEntry.js',
      mfe_conteudos: '/mf/conteudos/mf-manifest.json',
    },
    origem: () => 'http://gateway:8080',
    fetch: servirManifestos,
  });
  await versoes.actualizar();
  const aplicacao = Fastify({ logger: { level: 'trace', stream: destino } });
  aplicacao.setErrorHandler(tratarErro);
  await registarRum(aplicacao, { slugAssociacao: 'aaq', versoes, porSegundo, agora });
  await aplicacao.ready();
  return aplicacao;
}

const enviar = (corpo: unknown, cabecalhos: Record<string, string> = {}, url = CAMINHO_API_RUM) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...cabecalhos },
    payload: typeof corpo === 'string' ? corpo : JSON.stringify(corpo),
    remoteAddress: '203.0.113.77',
  });

const BEACON: BeaconRum = {
  r: '/eventos/*',
  e: 'telemovel',
  l: '3g',
  m: [
    { n: 'LCP', v: 2.1, d: 'mfe_eventos', ve: VERSAO_EVENTOS },
    { n: 'INP', v: 0.12, d: 'mfe_eventos', ve: VERSAO_EVENTOS },
    { n: 'CLS', v: 0.02, d: 'shell', ve: '1.0.0+1234567' },
    { n: 'TTFB', v: 0.4, d: 'shell', ve: '1.0.0+1234567' },
  ],
  x: [{ k: 'limite', d: 'mfe_eventos', ve: VERSAO_EVENTOS }],
  s: [{ d: 'mfe_eventos', ve: VERSAO_EVENTOS }],
};

/** Every series line of the families whose names start with `rum_` but the beacons' count. */
async function seriesRum(): Promise<string[]> {
  return (await register.metrics())
    .split('\n')
    .filter((linha) => linha.startsWith('rum_') && !linha.startsWith('rum_beacons_total'));
}

beforeEach(async () => {
  register.resetMetrics();
  app = await construir();
});

afterEach(async () => {
  await app.close();
});

describe('o colector das medidas dos visitantes', () => {
  it('guarda cada medida, erro e secção com a rota, o remoto e a versão servida', async () => {
    const resposta = await enviar(BEACON);
    expect(resposta.statusCode).toBe(204);
    const texto = await register.metrics();
    expect(texto).toContain(
      `rum_lcp_seconds_count{http_route="/eventos/*",remote="mfe_eventos",version="${VERSAO_EVENTOS}",viewport="telemovel",connection="3g"} 1`,
    );
    expect(texto).toContain(
      `rum_lcp_seconds_bucket{le="2.5",http_route="/eventos/*",remote="mfe_eventos",version="${VERSAO_EVENTOS}",viewport="telemovel",connection="3g"} 1`,
    );
    expect(texto).toMatch(/rum_inp_seconds_sum\{[^}]*remote="mfe_eventos"[^}]*\} 0\.12/);
    expect(texto).toMatch(/rum_cls_count\{[^}]*remote="shell",version="1\.0\.0\+1234567"/);
    expect(texto).toContain(
      `rum_errors_total{http_route="/eventos/*",remote="mfe_eventos",version="${VERSAO_EVENTOS}",kind="limite"} 1`,
    );
    expect(texto).toContain(
      `rum_section_views_total{http_route="/eventos/*",remote="mfe_eventos",version="${VERSAO_EVENTOS}"} 1`,
    );
    expect(texto).toContain('rum_beacons_total{result="accepted"} 1');
  });

  it('uma rota que não é do site e uma versão que o site não serve contam como "other"', async () => {
    const resposta = await enviar({
      ...BEACON,
      r: '/eventos/42?nome=Ana',
      m: [{ n: 'LCP', v: 1, d: 'mfe_eventos', ve: '9.9.9+abcdef0' }],
    });
    expect(resposta.statusCode).toBe(204);
    const texto = await register.metrics();
    expect(texto).toContain(
      'rum_lcp_seconds_count{http_route="other",remote="mfe_eventos",version="other",viewport="telemovel",connection="3g"} 1',
    );
    expect(texto).not.toContain('9.9.9');
    expect(texto).not.toContain('Ana');
  });

  it('1 000 relatórios inventados, malformados ou grandes demais: respostas 4xx em português, séries limitadas', async () => {
    const estados = new Map<number, number>();
    for (let n = 0; n < 1000; n += 1) {
      const tipo = n % 5;
      const corpo =
        tipo === 0
          ? {
              ...BEACON,
              r: `/inventada/${n}`,
              m: [{ n: 'LCP', v: 1, d: 'shell', ve: `${n}.0.0+abcdef0` }],
            }
          : tipo === 1
            ? '{"r": "/", "e": "telemovel", "l": "4g", "m": [{'
            : tipo === 2
              ? { ...BEACON, extra: 'x'.repeat(100) }
              : tipo === 3
                ? 'x'.repeat(8000)
                : { ...BEACON, e: `ecra-${n}`, x: [{ k: `tipo-${n}`, d: 'mfe_eventos', ve: 'x' }] };
      const resposta = await enviar(corpo);
      estados.set(resposta.statusCode, (estados.get(resposta.statusCode) ?? 0) + 1);
      if (resposta.statusCode !== 204) {
        expect(resposta.statusCode).toBeGreaterThanOrEqual(400);
        expect(resposta.statusCode).toBeLessThan(500);
        expect(resposta.json<{ mensagem: string }>().mensagem).toMatch(
          /[ãéóç]|relatório|demasiado/i,
        );
      }
    }
    expect(estados.get(204)).toBe(200);
    expect(estados.get(413)).toBe(200);
    expect(estados.get(400)).toBe(600);
    // 200 made-up routes and versions: one route (other) and at most 4 shell versions.
    const series = await seriesRum();
    const rotas = new Set(series.map((linha) => /http_route="([^"]*)"/.exec(linha)?.[1]));
    expect([...rotas]).toEqual(['other']);
    const versoes = new Set(series.map((linha) => /version="([^"]*)"/.exec(linha)?.[1]));
    // The served version of the events remote, `other`, and the first 4 shell versions of the right
    // form (the shell has no manifest to check them against: docs/observability.md).
    expect(versoes.has(VERSAO_EVENTOS)).toBe(true);
    expect(versoes.has('other')).toBe(true);
    expect(versoes.size).toBeLessThanOrEqual(6);
    expect(series.length).toBeLessThan(100);
    // And it still answers what is right.
    expect((await enviar(BEACON)).statusCode).toBe(204);
  });

  it('nenhum endereço IP, cookie nem parâmetro de pesquisa chega a uma etiqueta ou ao registo', async () => {
    for (const url of [`${CAMINHO_API_RUM}?email=ana@exemplo.ao`, CAMINHO_API_RUM]) {
      await enviar(
        { ...BEACON, r: '/pesquisa?q=ana@exemplo.ao' },
        { cookie: 'sessao=segredo-77' },
        url,
      );
      await enviar('{"partido', { cookie: 'sessao=segredo-77' }, url);
    }
    const texto = await register.metrics();
    for (const pessoal of ['203.0.113.77', 'ana@exemplo.ao', 'email=', 'segredo-77']) {
      expect(texto).not.toContain(pessoal);
      expect(registo).not.toContain(pessoal);
    }
  });

  it('acima do ritmo configurado, responde 429 em português e conta-o', async () => {
    await app.close();
    let relogio = 10_000;
    app = await construir(5, () => relogio);
    const estados = await Promise.all(
      Array.from({ length: 10 }, async () => (await enviar(BEACON)).statusCode),
    );
    expect(estados.filter((estado) => estado === 204)).toHaveLength(5);
    expect(estados.filter((estado) => estado === 429)).toHaveLength(5);
    const recusa = await enviar(BEACON);
    expect(recusa.json<{ mensagem: string }>().mensagem).toBe(
      'Demasiados relatórios de desempenho; tente mais tarde.',
    );
    expect(await register.metrics()).toContain('rum_beacons_total{result="rate_limited"} 6');
    // The next second, the next ones are taken again.
    relogio += 1000;
    expect((await enviar(BEACON)).statusCode).toBe(204);
  });

  it('recusa outro tipo de conteúdo (415) sem o ler', async () => {
    const resposta = await enviar('a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(resposta.statusCode).toBe(415);
  });
});
