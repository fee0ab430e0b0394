import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { criarQueryClient } from '@site/shared/api';
import { configuracaoSiteSchema } from '@site/shared/contract';
import { ProvedoresSite } from '@site/shared/ui';

export const CONFIGURACAO = configuracaoSiteSchema.parse({
  associacao: { nome: 'Associação Angolana para a Qualidade', sigla: 'AAQ', slug: 'aaq' },
  remotos: {
    mfe_eventos: '/mf/eventos/remoteEntry.js',
    mfe_institucional: '/mf/institucional/remoteEntry.js',
    mfe_conteudos: '/mf/conteudos/remoteEntry.js',
  },
  desenvolvimento: { nome: 'Kianda Digital, Lda.' },
  urlPublico: 'https://aaq.example.ao',
});

function Localizacao() {
  const localizacao = useLocation();
  return <div data-testid="localizacao">{localizacao.pathname}</div>;
}

/** Renders through the real providers at `rota`, with data seeded into `semear(queryClient)`. */
export function renderizar(
  ui: ReactElement,
  opcoes: { rota?: string; semear?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = criarQueryClient();
  opcoes.semear?.(queryClient);
  const resultado = render(
    <ProvedoresSite configuracao={CONFIGURACAO} queryClient={queryClient}>
      <MemoryRouter initialEntries={[opcoes.rota ?? '/eventos']}>
        {ui}
        <Localizacao />
      </MemoryRouter>
    </ProvedoresSite>,
  );
  return { ...resultado, queryClient };
}
