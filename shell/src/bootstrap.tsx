import './zod-sem-eval';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import './styles/tema.css';

import { createRoot } from 'react-dom/client';

import type { IdModuloRemoto } from '@site/shared/contract';

import { App } from './app/app';
import { carregarConfiguracao } from './app/config/carregar-configuracao';
import { ErroArranque } from './app/config/erro-arranque';
import { instalarBootstrapJs } from './app/layout/bootstrap-js';
import { carregarModuloRemoto, registarRemotos } from './lib/federation/remotos';

/** First path segment → the section app/rotas.tsx mounts there (home: its two widgets). */
const SECCOES: Readonly<Record<string, IdModuloRemoto>> = {
  associados: 'mfe_institucional/Associados',
  contactos: 'mfe_institucional/Contactos',
  eventos: 'mfe_eventos/Eventos',
  parcerias: 'mfe_conteudos/Parcerias',
  normalizacao: 'mfe_conteudos/Normalizacao',
  biblioteca: 'mfe_conteudos/Biblioteca',
  galeria: 'mfe_conteudos/Galeria',
  faqs: 'mfe_conteudos/Faqs',
  pagina: 'mfe_conteudos/PaginaCms',
};

/**
 * Starts loading the section of the address being opened while React renders the shell, instead
 * of after (a remote's manifest, entry and chunks are otherwise one more waterfall behind the
 * first render). Failures are left to the section's boundary, which loads it again.
 */
function precarregarSeccao(caminho: string, slugAssociacao: string): void {
  const primeiro = caminho.split('/')[1] ?? '';
  const modulos: IdModuloRemoto[] =
    primeiro === ''
      ? ['mfe_eventos/ProximosEventos', 'mfe_conteudos/FaixaParceiros']
      : primeiro === slugAssociacao
        ? ['mfe_institucional/Associacao']
        : SECCOES[primeiro]
          ? [SECCOES[primeiro]]
          : [];
  for (const modulo of modulos) carregarModuloRemoto(modulo).catch(() => undefined);
}

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
