import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { converterErrosConsultas, criarQueryClient, reviverResposta } from '@site/shared/api';
import type { ConfiguracaoSite, VersoesPagina } from '@site/shared/contract';
import { ProvedoresSite } from '@site/shared/ui';

import { VersoesPaginaContext } from '../lib/federation/versoes-pagina';

import { Rotas } from './rotas';

const SEM_VERSOES: VersoesPagina = {};

/**
 * The shell: one query cache (holding what the server already read, when it rendered the page),
 * the runtime configuration and the router for every section.
 */
export function App(props: {
  configuracao: ConfiguracaoSite;
  consultas?: DehydratedState;
  /** The versions the server rendered the page with (see `VersoesPaginaContext`). */
  versoes?: VersoesPagina;
}) {
  const { configuracao, consultas } = props;
  const [queryClient] = useState(() => {
    const cliente = criarQueryClient();
    if (consultas) {
      // The answered errors ("not found"), back as the errors the pages check for.
      hydrate(cliente, converterErrosConsultas(consultas, reviverResposta));
      // A record the server found missing stays so: not asked again while the page hydrates.
      for (const query of consultas.queries) {
        if (query.state.error) cliente.setQueryDefaults(query.queryKey, { retryOnMount: false });
      }
    }
    return cliente;
  });
  return (
    <ProvedoresSite configuracao={configuracao} queryClient={queryClient}>
      <BrowserRouter>
        <VersoesPaginaContext value={props.versoes ?? SEM_VERSOES}>
          <Rotas />
        </VersoesPaginaContext>
      </BrowserRouter>
    </ProvedoresSite>
  );
}
