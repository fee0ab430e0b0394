import { Writable } from 'node:stream';

import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import {
  converterErrosConsultas,
  criarQueryClientServidor,
  eNaoEncontrado,
  eResposta,
  serializarResposta,
} from '@site/shared/api';
import type { ConfiguracaoSite, VersoesPagina } from '@site/shared/contract';
import {
  ColectorPaginaProvider,
  criarColectorPagina,
  ProvedoresSite,
  type ColectorPagina,
} from '@site/shared/ui';

import { DIGEST_FALHA_SERVIDOR } from '../app/hidratacao';
import { Rotas } from '../app/rotas';
import { VersoesPaginaContext } from '../lib/federation/versoes-pagina';

/** What React's server render of one address gives: the HTML of `#raiz` and what goes around it. */
export interface RenderReact {
  /** The HTML of `#raiz`. */
  html: string;
  /** What the pages said about themselves (title, description, not found). */
  colector: ColectorPagina;
  /** The query cache the browser hydrates with, so it does not ask for the same data again. */
  consultas: DehydratedState;
  /**
   * Every block rendered in time and without error. An incomplete page still reads (the browser
   * renders the missing blocks), but is not kept as the address's good copy.
   */
  completa: boolean;
}

/**
 * Renders one address of the site as the browser would, with React's streaming renderer: the
 * components ask for their data through the same client and schemas, and the remote sections come
 * from the remotes' server builds. At `prazoMs` the render stops waiting: blocks still pending are
 * sent as their loading state and the browser renders them.
 */
export function renderizarComReact(opcoes: {
  caminho: string;
  configuracao: ConfiguracaoSite;
  prazoMs: number;
  /** The builds rendered with, written on each remote section. */
  versoes: VersoesPagina;
}): Promise<RenderReact> {
  const queryClient = criarQueryClientServidor();
  const colector = criarColectorPagina();
  let completa = true;

  return new Promise<RenderReact>((resolver, rejeitar) => {
    let html = '';
    const destino = new Writable({
      write(pedaco: Buffer | string, _codificacao, feito) {
        html += pedaco.toString();
        feito();
      },
    });
    destino.on('finish', () => {
      clearTimeout(prazo);
      const consultas = desidratar(queryClient);
      // A page that shows a service unavailable is sent, never kept as the address's good copy.
      const indisponivel = queryClient
        .getQueryCache()
        .getAll()
        .some(({ state }) => state.status === 'error' && !eNaoEncontrado(state.error));
      // Nothing of this render is kept past it (the server cache keeps the HTML).
      queryClient.clear();
      resolver({ html, colector, consultas, completa: completa && !indisponivel });
    });

    const fluxo = renderToPipeableStream(
      <ColectorPaginaProvider colector={colector}>
        <ProvedoresSite configuracao={opcoes.configuracao} queryClient={queryClient}>
          <StaticRouter location={opcoes.caminho}>
            <VersoesPaginaContext value={opcoes.versoes}>
              <Rotas />
            </VersoesPaginaContext>
          </StaticRouter>
        </ProvedoresSite>
      </ColectorPaginaProvider>,
      {
        // Every block is written in place once all are ready: no block is sent apart with an
        // inline script to move it (the site's CSP runs no inline script, and the page is cached whole).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          fluxo.pipe(destino);
        },
        onShellError(erro) {
          clearTimeout(prazo);
          rejeitar(erro instanceof Error ? erro : new Error(String(erro)));
        },
        onError(erro) {
          completa = false;
          if (!(erro instanceof PrazoEsgotado)) {
            console.warn(
              `[ssr] ${opcoes.caminho}: bloco deixado ao navegador:`,
              erro instanceof Error ? erro.message : erro,
            );
          }
          // What the browser is told: only that this block is its to render.
          return DIGEST_FALHA_SERVIDOR;
        },
      },
    );
    const prazo = setTimeout(() => fluxo.abort(new PrazoEsgotado(opcoes.prazoMs)), opcoes.prazoMs);
  });
}

/** The data the page shows, and the "not found" answers it shows as such (as JSON). */
function desidratar(queryClient: ReturnType<typeof criarQueryClientServidor>): DehydratedState {
  const cache = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || eResposta(query.state.error),
  });
  return converterErrosConsultas(cache, serializarResposta);
}

/** The render's deadline passed: what is ready is sent, the browser renders the rest. */
class PrazoEsgotado extends Error {
  constructor(prazoMs: number) {
    super(`Prazo de renderização (${prazoMs} ms) esgotado.`);
  }
}
