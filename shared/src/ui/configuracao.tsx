import { createContext, useContext, type ReactNode } from 'react';

import type { ConfiguracaoSite } from '../contract';

const ConfiguracaoContext = createContext<ConfiguracaoSite | null>(null);

/** Makes the runtime configuration available to the shell and every remote. */
export function ConfiguracaoProvider(props: {
  configuracao: ConfiguracaoSite;
  children: ReactNode;
}) {
  return (
    <ConfiguracaoContext.Provider value={props.configuracao}>
      {props.children}
    </ConfiguracaoContext.Provider>
  );
}

/** The runtime configuration (association name, slug, remotes, captcha). */
export function useConfiguracaoSite(): ConfiguracaoSite {
  const configuracao = useContext(ConfiguracaoContext);
  if (!configuracao) throw new Error('useConfiguracaoSite needs a ConfiguracaoProvider above it.');
  return configuracao;
}
