import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The window event this plugin sends, with the remote's name as its `detail`, when a remote
 * cannot load: the visitors' reporter (lib/rum/relatorio.ts) counts it as that remote's
 * `federacao` error.
 */
export const EVENTO_ERRO_FEDERACAO = 'site:erro-federacao';

/**
 * A federation runtime plugin that tells the page each remote the browser could not load (its
 * entry, its manifest or an exposed module). It changes nothing: returning nothing, the runtime
 * throws its error on, and the section shows its fallback as before. It imports nothing of the
 * shared modules: a runtime plugin runs before the share scope exists.
 */
export default function relatarNaFederacao(): ModuleFederationRuntimePlugin {
  return {
    name: 'relatar-na-federacao',
    errorLoadRemote(argumentos) {
      if (typeof window === 'undefined') return undefined;
      const remoto = String(argumentos.id ?? '').split('/')[0];
      window.dispatchEvent(new CustomEvent(EVENTO_ERRO_FEDERACAO, { detail: remoto }));
      return undefined;
    },
  };
}
