import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { ConfiguracaoSite } from '../contract';

import { ConfiguracaoProvider } from './configuracao';

/** The providers every rendering of the site needs: server-state cache and runtime configuration. */
export function ProvedoresSite(props: {
  configuracao: ConfiguracaoSite;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <ConfiguracaoProvider configuracao={props.configuracao}>
        {props.children}
      </ConfiguracaoProvider>
    </QueryClientProvider>
  );
}
