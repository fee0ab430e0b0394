/** Where the runtime configuration is served, beside the shell (written at container start). */
export const URL_CONFIGURACAO = '/config/site.json';

/**
 * The configuration as the server sent it, not yet validated. The entry (src/index.ts) asks for
 * it once, as early as it runs, so that it travels while the application's chunks are loading;
 * validation needs the shared contract, which only the application chunk can import.
 */
export async function pedirConfiguracao(url = URL_CONFIGURACAO): Promise<unknown> {
  const resposta = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!resposta.ok) throw new Error(`Configuração ${url} indisponível (HTTP ${resposta.status}).`);
  return resposta.json();
}
