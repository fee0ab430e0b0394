/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { registerRemotes } from '@module-federation/enhanced/runtime';

import { caminhoRemoto, PASTAS_REMOTOS, type NomeRemoto } from '@site/shared/contract';
import { deixarPassar } from '@site/shared/testes';

import { RemotosFederados } from './remotos-federados';

// The federation runtime is not what these tests look at: what the renderer asks of the remotes'
// static servers is. Registering is only recorded.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const NOMES = Object.keys(PASTAS_REMOTOS) as NomeRemoto[];

/** The remotes' static servers on loopback: each file's content, and every request counted. */
function servidorRemotos() {
  const pedidos: string[] = [];
  const versoes = new Map<string, string>(NOMES.map((nome) => [nome, 'v1']));
  const servidor: Server = createServer((pedido, resposta) => {
    const caminho = pedido.url ?? '/';
    pedidos.push(caminho);
    const nome = NOMES.find((candidato) => caminho.startsWith(caminhoRemoto(candidato)));
    // Answered a little later, as over a network: the renders of a burst all ask meanwhile.
    setTimeout(() => {
      if (!nome) return resposta.writeHead(404).end();
      if (caminho.endsWith('/servidor/remoteEntry.js')) {
        return resposta.end(`/* ${nome} ${versoes.get(nome)} */`);
      }
      if (caminho.endsWith('/mf-manifest.json')) {
        resposta.setHeader('Content-Type', 'application/json');
        return resposta.end(
          JSON.stringify({ exposes: [{ name: 'Seccao', assets: { css: { sync: ['a.css'] } } }] }),
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

    remotos.versoes.set('mfe_eventos', 'v2');
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
});
