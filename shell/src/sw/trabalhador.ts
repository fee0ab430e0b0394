// The service worker (`/sw.js`, built apart by shell/rspack.config.mjs): Workbox strategies for
// the rules of ./regras.ts. A new deployment's worker takes over at once (skipWaiting +
// clientsClaim): every page and every unhashed federation file is asked of the network first,
// and hashed files never change, so a page the old worker served keeps working under the new one.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies';

import {
  CACHES_TRABALHADOR,
  cacheObsoleta,
  ESPERA_REDE_PAGINA_SEGUNDOS,
  estrategiaPara,
  lerPedidoGuardar,
  PAGINA_SEM_LIGACAO,
  type Estrategia,
} from './regras';

interface EventoActivacao {
  waitUntil(promessa: Promise<unknown>): void;
}
interface EventoMensagem extends EventoActivacao {
  readonly data: unknown;
}

/** What this file uses of the worker's global scope (the shell's types are the page's). */
interface EscopoTrabalhador {
  /** Written in at build (shell/build/pwa.mjs), in place of this very expression. */
  readonly __WB_MANIFEST: PrecacheEntry[];
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(tipo: 'activate', ouvinte: (evento: EventoActivacao) => void): void;
  addEventListener(tipo: 'message', ouvinte: (evento: EventoMensagem) => void): void;
}
const escopo = self as unknown as EscopoTrabalhador;

// The offline page, its stylesheet and the mark it shows (the list is written in at build).
precacheAndRoute((self as unknown as EscopoTrabalhador).__WB_MANIFEST);
cleanupOutdatedCaches();
void escopo.skipWaiting();
clientsClaim();

/** Caches only complete answers of this site, within the cache's bounds. */
function guardar(cache: keyof typeof CACHES_TRABALHADOR): {
  cacheName: string;
  plugins: WorkboxPlugin[];
} {
  const { nome, entradas, idadeSegundos } = CACHES_TRABALHADOR[cache];
  return {
    cacheName: nome,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: entradas,
        maxAgeSeconds: idadeSegundos,
        purgeOnQuotaError: true,
      }),
    ],
  };
}

const semLigacao = () => new PrecacheFallbackPlugin({ fallbackURL: PAGINA_SEM_LIGACAO });

const ESTRATEGIAS: Record<Estrategia, Strategy> = {
  pagina: new NetworkFirst({
    ...guardar('pagina'),
    networkTimeoutSeconds: ESPERA_REDE_PAGINA_SEGUNDOS,
  }),
  navegacao: new NetworkOnly({ plugins: [semLigacao()] }),
  federacao: new NetworkFirst(guardar('federacao')),
  recurso: new CacheFirst(guardar('recurso')),
  imagem: new StaleWhileRevalidate(guardar('imagem')),
};
ESTRATEGIAS.pagina.plugins.push(semLigacao());

for (const [nome, estrategia] of Object.entries(ESTRATEGIAS)) {
  registerRoute(
    ({ request }) => estrategiaPara(request, escopo.location.origin) === nome,
    estrategia,
  );
}

// Caches of an older version of this worker (another name) go.
escopo.addEventListener('activate', (evento) => {
  evento.waitUntil(
    caches
      .keys()
      .then((nomes) => Promise.all(nomes.filter(cacheObsoleta).map((nome) => caches.delete(nome)))),
  );
});

// The page this worker has just taken over, and what it loaded, kept by the rules of a request
// for each (the page as a navigation): so the first page of a visit opens offline too.
escopo.addEventListener('message', (evento) => {
  const pedido = lerPedidoGuardar(evento.data);
  if (!pedido) return;
  const origem = escopo.location.origin;
  const guardar = (url: string, mode: string) => {
    const estrategia = estrategiaPara({ url, method: 'GET', mode }, origem);
    if (!estrategia || estrategia === 'navegacao') return undefined;
    return ESTRATEGIAS[estrategia]
      .handle({ request: new Request(url), event: evento })
      .catch(() => undefined);
  };
  evento.waitUntil(
    Promise.all([
      guardar(pedido.pagina, 'navigate'),
      ...pedido.recursos.map((url) => guardar(url, 'cors')),
    ]),
  );
});
