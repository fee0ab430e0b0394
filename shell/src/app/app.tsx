import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { criarQueryClient } from '@site/shared/api';
import type { ConfiguracaoSite } from '@site/shared/contract';
import { ProvedoresSite } from '@site/shared/ui';

import { Rotas } from './rotas';

/** The shell: one query cache, the runtime configuration and the router for every section. */
export function App({ configuracao }: { configuracao: ConfiguracaoSite }) {
  const [queryClient] = useState(criarQueryClient);
  return (
    <ProvedoresSite configuracao={configuracao} queryClient={queryClient}>
      <BrowserRouter>
        <Rotas />
      </BrowserRouter>
    </ProvedoresSite>
  );
}
