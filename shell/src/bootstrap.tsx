import './zod-sem-eval';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import './styles/tema.css';

import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { carregarConfiguracao } from './app/config/carregar-configuracao';
import { ErroArranque } from './app/config/erro-arranque';
import { instalarBootstrapJs } from './app/layout/bootstrap-js';
import { precarregarSeccao } from './lib/federation/precarregar';
import { registarRemotos } from './lib/federation/remotos';

const elemento = document.getElementById('raiz');
if (!elemento) throw new Error('O elemento #raiz não existe em index.html.');
const raiz = createRoot(elemento);

instalarBootstrapJs();
carregarConfiguracao()
  .then((configuracao) => {
    registarRemotos(configuracao.remotos);
    precarregarSeccao(window.location.pathname, configuracao.associacao.slug);
    raiz.render(<App configuracao={configuracao} />);
  })
  .catch((erro: unknown) => {
    console.error(erro);
    raiz.render(<ErroArranque />);
  });
