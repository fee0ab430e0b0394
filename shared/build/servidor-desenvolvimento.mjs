// The development side of every app's Rspack config (`npm run dev`, that is `rspack serve`): what
// its dev server sends on to a running site, where its output goes, and how its code is compiled.
import path from 'node:path';

import {
  BASE_API_SITE,
  CAMINHO_AGENDA,
  CAMINHO_FEED,
  CAMINHO_IMAGEM,
  CAMINHO_MANIFESTO,
  CAMINHO_OPENSEARCH,
  CAMINHO_ROBOTS,
  CAMINHO_SITEMAP,
  PREFIXO_AGENDA,
  PREFIXO_REMOTOS,
  PREFIXOS_API,
} from './contrato.mjs';

/*
 * A list of the site's paths: an entry that ends in `/` is a prefix and takes everything below
 * it; any other entry is one exact path. So `/eve/` takes `/eve/api/v1/...` and never `/eventos`.
 */

/**
 * What a running site answers and no app's dev server builds, from the contract: the three APIs,
 * the site's own API (search), the image endpoint, and the discovery paths (sitemap, robots,
 * OpenSearch, feed, calendars).
 */
export const CAMINHOS_DO_SITE = Object.freeze([
  ...PREFIXOS_API,
  BASE_API_SITE,
  CAMINHO_IMAGEM,
  CAMINHO_SITEMAP,
  CAMINHO_ROBOTS,
  CAMINHO_OPENSEARCH,
  CAMINHO_FEED,
  CAMINHO_AGENDA,
  PREFIXO_AGENDA,
]);

/**
 * The folder of the runtime configuration, written at start beside the shell (the shell reads
 * `URL_CONFIGURACAO` in it, `/config/site.json`; its test holds the two together).
 */
const PREFIXO_CONFIGURACAO = '/config/';

/**
 * What the shell's dev server also takes from the site: the remotes' built folders, the runtime
 * configuration, and the web app manifest (made from that configuration).
 */
export const CAMINHOS_DO_SITE_PARA_O_SHELL = Object.freeze([
  ...CAMINHOS_DO_SITE,
  PREFIXO_REMOTOS,
  PREFIXO_CONFIGURACAO,
  CAMINHO_MANIFESTO,
]);

/** Whether `caminho` (a URL's path, without its query) is one of `caminhos`, by the rule above. */
export function caminhoNaLista(caminhos, caminho) {
  return caminhos.some((entrada) =>
    entrada.endsWith('/') ? caminho.startsWith(entrada) : caminho === entrada,
  );
}

/**
 * Where a dev build's output goes: out of `dist/`, which holds the production build that the
 * server renderer, the local site and the budget read. The dev server keeps its files in memory;
 * a plugin that writes files itself writes here.
 */
function pastaDesenvolvimento(dir) {
  return path.join(dir, 'node_modules', '.cache', 'rspack-serve');
}

/**
 * An app's browser config made into its dev server's: served on 127.0.0.1 at `PORT` (else
 * `porta`), sending `caminhos` on to `destino` and answering every other address with the page
 * (the app's own routes), output kept out of `dist/`, and every module compiled up front.
 * `rspack serve` otherwise compiles each dynamic import on its first request (lazy compilation)
 * and hands it over as a hot update; with federation the page then asks for chunks the new
 * compilation names differently (404) and stays on its loading state until reloaded.
 */
export function paraDesenvolvimento(config, { porta, destino, caminhos, cabecalhos }) {
  return {
    ...config,
    lazyCompilation: false,
    output: { ...config.output, path: pastaDesenvolvimento(config.context) },
    devServer: {
      port: Number(process.env.PORT || porta),
      host: '127.0.0.1',
      historyApiFallback: true,
      ...(cabecalhos ? { headers: cabecalhos } : {}),
      proxy: [{ pathFilter: (caminho) => caminhoNaLista(caminhos, caminho), target: destino }],
    },
  };
}
