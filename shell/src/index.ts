import './zod-sem-eval';
import { pedirConfiguracao } from './app/config/pedido-configuracao';
import { lerDadosHidratacao } from './app/dados-hidratacao';
import { cederVez } from './lib/ceder-vez';
import { precarregarDaConfiguracao } from './lib/federation/precarregar';
import { registarTrabalhador } from './sw/registar';

// Start-up, once. A page the server rendered carries the runtime configuration it was rendered
// with and its data; otherwise the configuration is requested now. Either way, as soon as it is
// here the remotes are registered and the section of the address being opened starts loading,
// while the application's chunks (React, the router, the shell) are still on their way. The
// application then validates that same configuration and hydrates (or renders).
//
// The federation runtime is evaluated with this file; the start-up proper runs in a task of its
// own, so that the two are not one long task.
async function arrancar(): Promise<void> {
  await cederVez();
  const dadosHidratacao = lerDadosHidratacao();
  const configuracao = (
    dadosHidratacao ? Promise.resolve(dadosHidratacao.configuracao) : pedirConfiguracao()
  ).then((bruta) => {
    precarregarDaConfiguracao(bruta, window.location.pathname);
    return bruta;
  });
  // The async boundary lets Module Federation negotiate shared singletons before any import runs.
  const { montar } = await import(/* webpackChunkName: "aplicacao" */ './bootstrap');
  montar(configuracao, dadosHidratacao?.consultas, dadosHidratacao?.versoes);
}

void arrancar();
if (process.env.NODE_ENV === 'production') registarTrabalhador();
