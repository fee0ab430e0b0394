import { CAMINHO_SERVICE_WORKER } from '@site/shared/contract';

import { MENSAGEM_GUARDAR_PAGINA } from './regras';

/**
 * The first page of a visit was loaded before any worker controlled it: once one takes it over,
 * it is asked to keep this page and the files it loaded, so that it opens offline too.
 */
function guardarEstaPagina(): void {
  const { serviceWorker } = navigator;
  serviceWorker.addEventListener(
    'controllerchange',
    () => {
      serviceWorker.controller?.postMessage({
        tipo: MENSAGEM_GUARDAR_PAGINA,
        pagina: window.location.href,
        recursos: performance.getEntriesByType('resource').map(({ name }) => name),
      });
    },
    { once: true },
  );
}

/**
 * Registers the service worker once the page has loaded, so that neither its request nor its
 * install competes with the page's own. Production builds only (see index.ts): a development
 * server's files change under the same names.
 */
export function registarTrabalhador(): void {
  if (!('serviceWorker' in navigator)) return;
  const registar = () => {
    if (!navigator.serviceWorker.controller) guardarEstaPagina();
    navigator.serviceWorker
      .register(CAMINHO_SERVICE_WORKER, { scope: '/' })
      .catch((erro: unknown) => {
        // The site works without it: only offline use is lost.
        console.warn('Service worker não registado:', erro);
      });
  };
  if (document.readyState === 'complete') registar();
  else window.addEventListener('load', registar, { once: true });
}
