/** Where the runtime configuration is served, beside the shell (written at container start). */
export const URL_CONFIGURACAO = '/config/site.json';

let pedido: Promise<unknown> | undefined;

/**
 * The configuration as the server sent it, not yet validated: requested once, as early as the
 * entry runs (src/index.ts), so that it travels while the application's chunks are loading.
 * Validation needs the shared contract, which only the application chunk can import.
 */
export function pedirConfiguracao(url = URL_CONFIGURACAO): Promise<unknown> {
  if (url !== URL_CONFIGURACAO) return buscar(url);
  pedido ??= buscar(url);
  return pedido;
}

async function buscar(url: string): Promise<unknown> {
  const resposta = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!resposta.ok) throw new Error(`Configuração ${url} indisponível (HTTP ${resposta.status}).`);
  return resposta.json();
}
