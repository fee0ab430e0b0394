import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import './estilos/tema.css';
import './estilos/inicio.css';
import './estilos/rodape.css';
import './estilos/pesquisa.css';

import type { DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { ATRIBUTO_REACT, type ConfiguracaoSite, type VersoesPagina } from '@site/shared/contract';

import { App } from './app/app';
import { validarConfiguracao } from './app/config/carregar-configuracao';
import { ErroArranque } from './app/config/erro-arranque';
import { eFalhaPrevistaDoServidor } from './app/hidratacao';
import { cederVez } from './lib/ceder-vez';
import { escutarVisita } from './lib/rum/escuta';

/**
 * The server's head tags go as React takes over, so that a later address does not keep the first
 * page's description, canonical link or structured data. The title stays: React adopts the first
 * `<title>` of the document when the page's `MetaPagina` hydrates, and until then (hydration is
 * done in slices) the page keeps the server's.
 */
function removerCabecalhoServidor(): void {
  document.head.querySelectorAll('[data-ssr]:not(title)').forEach((etiqueta) => etiqueta.remove());
}

/**
 * Renders the site from the configuration the entry has (its remotes already registered): over
 * the server's HTML when there is one (hydration, with the server's data), from nothing otherwise.
 */
export function montar(
  configuracao: Promise<unknown>,
  consultas?: DehydratedState,
  versoes?: VersoesPagina,
): void {
  const elemento = document.getElementById('raiz');
  if (!elemento) throw new Error('O elemento #raiz não existe em index.html.');
  // The server validated the configuration it rendered with, and sends it as it read it.
  const valida = consultas
    ? configuracao.then((lida) => lida as ConfiguracaoSite)
    : configuracao.then(validarConfiguracao);
  valida.then(
    async (valida) => {
      // Errors are reported from here on, and a sample of page views' Web Vitals.
      escutarVisita({
        slugAssociacao: valida.associacao.slug,
        amostra: Number(valida.rum.amostra),
      });
      // The application's modules were evaluated in this task: the page hydrates in the next.
      await cederVez();
      const app = <App configuracao={valida} consultas={consultas} versoes={versoes} />;
      // From here React handles input; the navbar's inline script stops handling its toggler and dropdowns.
      document.documentElement.setAttribute(ATRIBUTO_REACT, '');
      if (!consultas || !elemento.hasChildNodes()) {
        createRoot(elemento).render(app);
        return;
      }
      removerCabecalhoServidor();
      // In a transition React hydrates in slices of a few milliseconds that yield to the browser
      // (its default lane for hydration is one task for the whole page). The server's HTML is on
      // screen meanwhile, and input is not lost: React listens from this call on, and a tap or a
      // key on a part not yet hydrated makes React hydrate that part first and then handle it.
      startTransition(() => {
        hydrateRoot(elemento, app, {
          onRecoverableError(erro, info) {
            // A block the server left to the browser (late or failed data) is rendered here, as
            // designed; anything else (a real mismatch) is reported.
            if (!eFalhaPrevistaDoServidor(erro)) console.error(erro, info.componentStack);
          },
        });
      });
    },
    (erro: unknown) => {
      console.error(erro);
      createRoot(elemento).render(<ErroArranque />);
    },
  );
}
