import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { criarQueryClient } from '@site/shared/api';
import type { ConfiguracaoSite } from '@site/shared/contract';
import { ProvedoresSite } from '@site/shared/ui';

export const CONFIGURACAO_TESTE: ConfiguracaoSite = {
  associacao: {
    nome: 'Associação Angolana para a Qualidade',
    sigla: 'AAQ',
    slug: 'aaq',
    descricao: '',
  },
  remotos: {
    mfe_eventos: '/mf/eventos/remoteEntry.js',
    mfe_institucional: '/mf/institucional/remoteEntry.js',
    mfe_conteudos: '/mf/conteudos/remoteEntry.js',
  },
  desenvolvimento: { nome: 'Equipa', url: '' },
  captcha: { siteKey: '', scriptUrl: '' },
  urlPublico: '',
};

/** The site's query client, without garbage-collection timers that would keep Jest running. */
export function clienteDeTeste(): QueryClient {
  const queryClient = criarQueryClient();
  const padrao = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...padrao, queries: { ...padrao.queries, gcTime: Infinity } });
  return queryClient;
}

/** Shows the router's current address, so tests can assert navigation. */
function Endereco() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="endereco">{`${pathname}${search}${hash}`}</output>;
}

/** Renders a section mounted at `montagem` (e.g. "/galeria/*") through the real providers, at `rota`. */
export function renderizarSeccao(
  elemento: ReactElement,
  opcoes: { montagem: string; rota: string; queryClient?: QueryClient },
) {
  const queryClient = opcoes.queryClient ?? clienteDeTeste();
  const resultado = render(
    <ProvedoresSite configuracao={CONFIGURACAO_TESTE} queryClient={queryClient}>
      <MemoryRouter initialEntries={[opcoes.rota]}>
        <Routes>
          <Route path={opcoes.montagem} element={elemento} />
        </Routes>
        <Endereco />
      </MemoryRouter>
    </ProvedoresSite>,
  );
  return { ...resultado, queryClient };
}
