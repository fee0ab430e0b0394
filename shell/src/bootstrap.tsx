import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import './estilos/tema.css';

import type { DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { validarConfiguracao } from './app/config/carregar-configuracao';
import { ErroArranque } from './app/config/erro-arranque';
import { eFalhaPrevistaDoServidor } from './app/hidratacao';
import { cederVez } from './lib/ceder-vez';

/**
 * The head tags the browser's own `MetaPagina` writes again: the server's are removed as React
 * takes over, so that a later address does not keep the first page's title under its own.
 */
function removerCabecalhoServidor(): void {
  document.head.querySelectorAll('[data-ssr]').forEach((etiqueta) => etiqueta.remove());
}

/**
 * Renders the site from the configuration the entry has (its remotes already registered): over
 * the server's HTML when there is one (hydration, with the server's data), from nothing otherwise.
 */
export function montar(configuracao: Promise<unknown>, consultas?: DehydratedState): void {
  const elemento = document.getElementById('raiz');
  if (!elemento) throw new Error('O elemento #raiz não existe em index.html.');
  configuracao.then(validarConfiguracao).then(
    async (valida) => {
      // The application's modules were evaluated in this task: the page hydrates in the next.
      await cederVez();
      const app = <App configuracao={valida} consultas={consultas} />;
      if (!consultas || !elemento.hasChildNodes()) {
        createRoot(elemento).render(app);
        return;
      }
      removerCabecalhoServidor();
      hydrateRoot(elemento, app, {
        onRecoverableError(erro, info) {
          // A block the server left to the browser (late or failed data) is rendered here, as
          // designed; anything else (a real mismatch) is reported.
          if (!eFalhaPrevistaDoServidor(erro)) console.error(erro, info.componentStack);
        },
      });
    },
    (erro: unknown) => {
      console.error(erro);
      createRoot(elemento).render(<ErroArranque />);
    },
  );
}
