import { ATRASO_SCROLL_MS, DESVIO_SCROLL_PX } from '@site/shared/contract';

/** How long to wait for an anchor whose content is still loading. */
const ESPERA_MAXIMA_ANCORA_MS = 10_000;

function scrollParaElemento(elemento: Element): void {
  const topo = elemento.getBoundingClientRect().top + window.scrollY - DESVIO_SCROLL_PX;
  window.scrollTo({ top: Math.max(0, topo), behavior: 'auto' });
}

/**
 * Spec §2: to the top after every navigation; with a fragment, to that anchor 100 ms later with an
 * 80 px offset, also when the anchor only appears once its data has loaded. Returns a cancel function.
 */
export function aplicarScroll(hash: string, raiz: ParentNode = document): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return () => undefined;
  }
  let observador: MutationObserver | null = null;
  let limite: number | undefined;
  const procurar = () => document.getElementById(id);
  const temporizador = window.setTimeout(() => {
    const elemento = procurar();
    if (elemento) {
      scrollParaElemento(elemento);
      return;
    }
    observador = new MutationObserver(() => {
      const encontrado = procurar();
      if (!encontrado) return;
      parar();
      scrollParaElemento(encontrado);
    });
    observador.observe(raiz instanceof Document ? raiz.body : (raiz as Node), {
      childList: true,
      subtree: true,
    });
    limite = window.setTimeout(parar, ESPERA_MAXIMA_ANCORA_MS);
  }, ATRASO_SCROLL_MS);

  function parar() {
    observador?.disconnect();
    observador = null;
    window.clearTimeout(limite);
  }

  return () => {
    window.clearTimeout(temporizador);
    parar();
  };
}
