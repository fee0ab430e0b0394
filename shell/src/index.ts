import { pedirConfiguracao } from './app/config/pedido-configuracao';
import { precarregarDaConfiguracao } from './lib/federation/precarregar';

// Start-up, once: the runtime configuration is requested now, and as soon as it arrives the
// remotes are registered and the section of the address being opened starts loading, while the
// application's chunks (React, the router, the shell) are still on their way. The application
// then validates that same configuration and renders.
const configuracao = pedirConfiguracao().then((bruta) => {
  precarregarDaConfiguracao(bruta, window.location.pathname);
  return bruta;
});

// The async boundary lets Module Federation negotiate shared singletons before any import runs.
void import('./bootstrap').then(({ montar }) => montar(configuracao));
