import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { criarQueryClient } from '../src/api';
import type { ConfiguracaoSite } from '../src/contract';
import { ProvedoresSite } from '../src/ui';

import { registarCliente } from './clientes';
import { configuracaoTeste } from './configuracao';

/** Shows the router's current address, so a test can assert where a page sent the visitor. */
function Endereco() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="endereco-actual" hidden>{`${pathname}${search}${hash}`}</div>;
}

/** The address the rendered page is at now (path, query and fragment). */
export const enderecoActual = () => screen.getByTestId('endereco-actual').textContent;

/**
 * Renders `ui` at `rota` through the site's real providers, with a fresh query client: every
 * read goes through the API client to the fake network (see `responder`).
 */
export function renderizar(
  ui: ReactElement,
  opcoes: {
    rota?: string;
    configuracao?: Partial<ConfiguracaoSite>;
    /** Turns off the client's retries of transient faults (1 s, then 2 s): a failure shows at once. */
    semRepeticoes?: boolean;
    /** The server's HTML of `ui`: the test hydrates it, as the browser does a rendered page. */
    hidratarSobre?: string;
    /**
     * Renders the whole tree to the server's HTML, lets this act on it (a visitor before the
     * page's code arrives), then hydrates it.
     */
    antesDeHidratar?: (contentor: HTMLElement) => void;
  } = {},
) {
  const queryClient = registarCliente(criarQueryClient());
  if (opcoes.semRepeticoes) {
    const padrao = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...padrao, queries: { ...padrao.queries, retry: false } });
  }
  const configuracao = { ...configuracaoTeste, ...opcoes.configuracao };
  // A wrapper, so that `rerender(outraUi)` keeps the providers and the router.
  const Provedores = ({ children }: { children: ReactNode }) => (
    <ProvedoresSite configuracao={configuracao} queryClient={queryClient}>
      <MemoryRouter initialEntries={[opcoes.rota ?? '/']}>
        {children}
        <Endereco />
      </MemoryRouter>
    </ProvedoresSite>
  );
  const container = document.createElement('div');
  if (opcoes.antesDeHidratar) {
    container.innerHTML = renderToString(<Provedores>{ui}</Provedores>);
    document.body.append(container);
    opcoes.antesDeHidratar(container);
  } else if (opcoes.hidratarSobre !== undefined) {
    // As the server would have written the test's whole tree, the address shown after `ui` included.
    container.innerHTML = `${opcoes.hidratarSobre}<div data-testid="endereco-actual" hidden="">${opcoes.rota ?? '/'}</div>`;
    document.body.append(container);
  } else {
    return { ...render(ui, { wrapper: Provedores }), queryClient };
  }
  return { ...render(ui, { wrapper: Provedores, container, hydrate: true }), queryClient };
}

/** Waits until the page shows no "A carregar…" state: every read it started has been answered. */
export async function aguardarCarregamento(): Promise<void> {
  await waitFor(() => {
    const aCarregar = screen
      .queryAllByRole('status')
      .filter((estado) => estado.textContent?.startsWith('A carregar'));
    expect(aCarregar).toEqual([]);
  });
}
