import { pedirConfiguracao } from './app/config/pedido-configuracao';
import { precarregarDaConfiguracao } from './lib/federation/precarregar';

// The runtime configuration, then the remote of the address being opened, start travelling now,
// while the application's chunks (React, the router, the shell) are still on their way.
pedirConfiguracao().then(
  (configuracao) => precarregarDaConfiguracao(configuracao, window.location.pathname),
  () => undefined,
);

// The async boundary lets Module Federation negotiate shared singletons before any import runs.
import('./bootstrap');
