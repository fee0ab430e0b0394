import { BASES_API, NOMES_API } from '@site/shared/contract';

import { PASTA_MEDIA_SEMENTE } from '../../../scripts/media-semente.mjs';
import { arrancarServidor, pastaDados, SCRIPT_SITE, type Servidor } from '../comum/servidor';

import { novaPista, type Pista } from './pagina-ssr';
import { abrirProxyFalhas } from './proxy-falhas';
import { portaDaGama, type GamaPortas } from './sitio';

/** The loopback ports of the bench: a backend, and a site and a proxy per lane. */
export const PORTAS_FORMAS_SSR: GamaPortas = { primeira: 8180, ultima: 8199 };

/**
 * Every lane's renderer renders each page anew (nothing kept, so that no page is answered from
 * another mutation's copy and no good copy stands in for a failed render), and waits longer than
 * production's 1.5 s: on a busy machine a mutated answer is then still rendered by the server,
 * not left to the browser by the deadline.
 */
const AMBIENTE_RENDERIZADOR = {
  SSR_PRAZO_MS: '5000',
  SSR_CACHE_SEGUNDOS: '0',
  SSR_CACHE_OBSOLETO_SEGUNDOS: '0',
  // A good copy lives 1 ms (0 would mean forever).
  SSR_CACHE_ERRO_SEGUNDOS: '0.001',
};

/** The reference backend and the lanes reading it, each through its own fault proxy. */
export interface Bancada {
  backend: Servidor;
  pistas: Pista[];
  fechar(): Promise<void>;
}

/**
 * A site under test whose APIs are read through a fault proxy in front of `backend`: its server
 * renderer asks the site's own address, which forwards to the proxy, as the browser's calls do.
 */
async function abrirPista(backend: Servidor, dados: string): Promise<Pista> {
  const proxy = await abrirProxyFalhas(backend.url, await portaDaGama(PORTAS_FORMAS_SSR));
  const upstreams = Object.fromEntries(
    NOMES_API.map((base) => [`${base.toUpperCase()}_API_URL`, `${proxy.url}${BASES_API[base]}`]),
  );
  try {
    const site = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaDaGama(PORTAS_FORMAS_SSR),
      dataDir: dados,
      env: { ...upstreams, ...AMBIENTE_RENDERIZADOR },
    });
    return novaPista(site, proxy);
  } catch (erro) {
    await proxy.fechar();
    throw erro;
  }
}

/**
 * Starts the built reference backend (pages rendered by the browser, which this bench never
 * shows) and `numeroPistas` lanes in front of it, one after the other (each takes the first free
 * port of {@link PORTAS_FORMAS_SSR} once the one before listens).
 */
export async function montarBancada(numeroPistas: number): Promise<Bancada> {
  const pastas = Array.from({ length: numeroPistas + 1 }, () => pastaDados('robustez-formas-ssr-'));
  const pistas: Pista[] = [];
  let backend: Servidor | undefined;
  const fechar = async () => {
    for (const pista of pistas) {
      await pista.site.matar();
      await pista.proxy.fechar();
    }
    await backend?.matar();
    for (const pasta of pastas) pasta.remover();
  };
  try {
    backend = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaDaGama(PORTAS_FORMAS_SSR),
      dataDir: pastas[0]!.pasta,
      // The seed's photographs, made once per machine: a page's pictures never wait behind them.
      env: { SSR: 'off', MEDIA_SEMENTE_DIR: PASTA_MEDIA_SEMENTE },
    });
    for (const pasta of pastas.slice(1)) pistas.push(await abrirPista(backend, pasta.pasta));
    return { backend, pistas, fechar };
  } catch (erro) {
    await fechar();
    throw erro;
  }
}
