import './zod-sem-eval';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import './estilos/tema.css';
import './app/layout/bootstrap-js';

import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { validarConfiguracao } from './app/config/carregar-configuracao';
import { ErroArranque } from './app/config/erro-arranque';

/** Renders the site from the configuration the entry requested (its remotes already registered). */
export function montar(configuracao: Promise<unknown>): void {
  const elemento = document.getElementById('raiz');
  if (!elemento) throw new Error('O elemento #raiz não existe em index.html.');
  const raiz = createRoot(elemento);
  configuracao.then(validarConfiguracao).then(
    (valida) => raiz.render(<App configuracao={valida} />),
    (erro: unknown) => {
      console.error(erro);
      raiz.render(<ErroArranque />);
    },
  );
}
