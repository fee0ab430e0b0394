/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { registerRemotes } from '@module-federation/enhanced/runtime';

import {
  caminhoRemoto,
  marcaDaEntradaServidor,
  PASTAS_REMOTOS,
  type NomeRemoto,
} from '@site/shared/contract';
import { deixarPassar } from '@site/shared/testes';

import { criarMetricasRenderizador } from './metricas';
import { aindaEmDia, RemotosFederados } from './remotos-federados';

// The federation runtime is not what these tests look at: what the renderer asks of the remotes'
// static servers is. Registering is only recorded.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const NOMES = Object.keys(PASTAS_REMOTOS) as NomeRemoto[];

/** The remotes' static servers on loopback: each file's content, and every request counted. */
function servidorRemotos() {
  const pedidos: string[] = [];
  const versoes = new Map<string, string>(NOMES.map((nome) => [nome, 'aaaaaaa']));
  const servidor: Server = createServer((pedido, resposta) => {
    const caminho = pedido.url ?? '/';
    pedidos.push(caminho);
    const nome = NOMES.find((candidato) => caminho.startsWith(caminhoRemoto(candidato)));
    // Answered a little later, as over a network: the renders of a burst all ask meanwhile.
    setTimeout(() => {
      if (!nome) return resposta.writeHead(404).end();
      if (caminho.endsWith('/servidor/remoteEntry.js')) {
        // The first line as the remote's build writes it (shared/build/versao.mjs).
        return resposta.end(
          `${marcaDaEntradaServidor(`1.0.0+${versoes.get(nome)}`)}\n/* ${nome} */`,
        );
      }
      if (caminho.endsWith('/mf-manifest.json')) {
        resposta.setHeader('Content-Type', 'application/json');
        return resposta.end(
          JSON.stringify({
            metaData: { buildInfo: { buildVersion: `1.0.0+${versoes.get(nome)}` } },
            exposes: [{ name: 'Seccao', assets: { css: { sync: ['a.css'] } } }],
          }),
        );
      }
      resposta.writeHead(404).end();
    }, 30);
  });
  return { servidor, pedidos, versoes };
}

describe('RemotosFederados', () => {
  let remotos: ReturnType<typeof servidorRemotos>;
  let origem: string;
  let agora = 0;
  const configuracao = Object.fromEntries(
    NOMES.map((nome) => [nome, `${caminhoRemoto(nome)}mf-manifest.json`]),
  ) as Record<NomeRemoto, string>;
  const criar = () =>
    new RemotosFederados({
      origemInterna: origem,
      validadeMs: 10_000,
      limitePedidoMs: 2_000,
      agora: () => agora,
    });
  const contar = (final: string) =>
    remotos.pedidos.filter((caminho) => caminho.endsWith(final)).length;

  beforeEach(async () => {
    agora = 0;
    remotos = servidorRemotos();
    await new Promise<void>((pronto) => remotos.servidor.listen(0, '127.0.0.1', pronto));
    origem = `http://127.0.0.1:${(remotos.servidor.address() as AddressInfo).port}`;
    deixarPassar(origem);
    jest.mocked(registerRemotes).mockClear();
  });

  afterEach(() => new Promise<void>((fechado) => remotos.servidor.close(() => fechado())));

  it('numa rajada de renderizações, pede cada entrada e cada manifesto uma só vez', async () => {
    const federados = criar();
    await Promise.all(Array.from({ length: 40 }, () => federados.preparar(configuracao)));

    expect(contar('/servidor/remoteEntry.js')).toBe(NOMES.length);
    expect(contar('/mf-manifest.json')).toBe(NOMES.length);
    expect(federados.estilos(['mfe_eventos/Seccao' as never])).toEqual(['/mf/eventos/a.css']);
  });

  it('passada a validade, a rajada seguinte volta a pedir uma vez e regista só o remoto que mudou', async () => {
    const federados = criar();
    await federados.preparar(configuracao);
    expect(registerRemotes).toHaveBeenCalledTimes(NOMES.length);

    remotos.versoes.set('mfe_eventos', 'bbbbbbb');
    agora = 10_001;
    await Promise.all(Array.from({ length: 40 }, () => federados.preparar(configuracao)));

    expect(contar('/servidor/remoteEntry.js')).toBe(2 * NOMES.length);
    expect(contar('/mf-manifest.json')).toBe(2 * NOMES.length);
    expect(registerRemotes).toHaveBeenCalledTimes(NOMES.length + 1);
    expect(jest.mocked(registerRemotes).mock.lastCall?.[0]).toEqual([
      {
        name: 'mfe_eventos',
        entry: expect.stringMatching(/\/mf\/eventos\/servidor\/remoteEntry\.js\?v=/),
      },
    ]);
  });

  it('sabe a versão de cada remoto com que renderiza, e conta as leituras por remoto e versão', async () => {
    const metricas = criarMetricasRenderizador();
    const federados = new RemotosFederados({
      origemInterna: origem,
      validadeMs: 10_000,
      limitePedidoMs: 2_000,
      agora: () => agora,
      metricas,
    });
    await federados.preparar(configuracao);
    remotos.versoes.set('mfe_eventos', 'bbbbbbb');
    agora = 10_001;
    await federados.preparar(configuracao);

    expect(federados.versoesEmUso()).toEqual({
      mfe_eventos: '1.0.0+bbbbbbb',
      mfe_institucional: '1.0.0+aaaaaaa',
      mfe_conteudos: '1.0.0+aaaaaaa',
    });
    expect(federados.estado().mfe_eventos).toEqual({
      versao: '1.0.0+bbbbbbb',
      entrada: `${origem}/mf/eventos/servidor/remoteEntry.js`,
      manifesto: '1.0.0+bbbbbbb',
      verificadoEm: new Date(10_001).toISOString(),
    });
    const texto = await metricas.texto();
    const serie = (etiquetas: string) =>
      new RegExp(`^ssr_remote_loads_total\\{${etiquetas}\\} 1$`, 'm');
    expect(texto).toMatch(
      serie('remote="mfe_eventos",version="1.0.0\\+aaaaaaa",artifact="entry",result="loaded"'),
    );
    expect(texto).toMatch(
      serie('remote="mfe_eventos",version="1.0.0\\+bbbbbbb",artifact="entry",result="loaded"'),
    );
    expect(texto).toMatch(
      serie('remote="mfe_conteudos",version="1.0.0\\+aaaaaaa",artifact="entry",result="unchanged"'),
    );
    // Only the version in use now is "info".
    expect(texto).toContain(
      'ssr_remote_version_info{remote="mfe_eventos",version="1.0.0+bbbbbbb"} 1',
    );
    expect(texto).not.toContain(
      'ssr_remote_version_info{remote="mfe_eventos",version="1.0.0+aaaaaaa"}',
    );
  });

  it('um remoto inacessível conta como leitura falhada da versão que se tinha', async () => {
    const metricas = criarMetricasRenderizador();
    const federados = new RemotosFederados({
      origemInterna: 'http://127.0.0.1:9',
      validadeMs: 10_000,
      limitePedidoMs: 500,
      metricas,
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    deixarPassar('http://127.0.0.1:9');
    await federados.preparar(configuracao);
    const texto = await metricas.texto();
    expect(texto).toContain(
      'ssr_remote_loads_total{remote="mfe_eventos",version="unknown",artifact="entry",result="failed"} 1',
    );
    expect(texto).toContain(
      'ssr_remote_loads_total{remote="mfe_eventos",version="unknown",artifact="manifest",result="failed"} 1',
    );
  });
});

describe('aindaEmDia', () => {
  const agora = new Map<NomeRemoto, string>([
    ['mfe_eventos', 'b2'],
    ['mfe_conteudos', 'c1'],
  ]);

  it('uma página com os builds de agora dos remotos que mostra está em dia; outro remoto mudado não conta', () => {
    expect(aindaEmDia({ mfe_conteudos: 'c1' }, agora)).toBe(true);
    expect(aindaEmDia({}, agora)).toBe(true);
  });

  it('um remoto que ela mostra noutro build deixa-a desactualizada', () => {
    expect(aindaEmDia({ mfe_eventos: 'b1', mfe_conteudos: 'c1' }, agora)).toBe(false);
  });

  it('um build que não se conhecia quando ela foi renderizada não conta contra ela', () => {
    expect(aindaEmDia({ mfe_eventos: '' }, agora)).toBe(true);
  });
});
