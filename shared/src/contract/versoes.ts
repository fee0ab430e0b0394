/**
 * The version of each app's build, written once: the build stamps it (shared/build/versao.mjs)
 * into the remote's `mf-manifest.json`, its server entry and its browser entry; the renderer
 * reads it from the server entry it renders with and writes it into the page; the browser records
 * the one it hydrated each section with. This file imports nothing, so that the build files
 * (plain JavaScript on Node 24, which strips the types) read it as it is.
 */

/**
 * A build's version: its package version and commit, `1.0.0+795c059` (semver build metadata; made
 * by `versaoConstrucao`, `@site/shared/contract/ops`).
 */
export type Versao = string;

/** What is said when a version cannot be told: a remote never read, a build run from source. */
export const VERSAO_DESCONHECIDA = 'unknown';

/** The first line of a remote's server entry, naming its build: `/*! versao 1.0.0+795c059 *\/`. */
export const marcaDaEntradaServidor = (versao: Versao) => `/*! versao ${versao} */`;

/** The version a server entry's text names in its first line (see {@link marcaDaEntradaServidor}). */
export function versaoDaEntradaServidor(texto: string): Versao | undefined {
  return /^\/\*! versao ([^\s*]+) \*\//.exec(texto)?.[1];
}

/**
 * The global where each remote's browser entry, once run, records its build's version by the
 * remote's name: `self.__versoesRemotos.mfe_eventos === '1.0.0+795c059'`.
 */
export const GLOBAL_VERSOES = '__versoesRemotos';

/** The statement appended to a remote's browser entry (see {@link GLOBAL_VERSOES}). */
export const registoDaEntradaNavegador = (nome: string, versao: Versao) =>
  `;(self.${GLOBAL_VERSOES}||={})[${JSON.stringify(nome)}]=${JSON.stringify(versao)};`;

/**
 * The attributes of each remote section's boundary element (`.seccao-remota`), which a
 * visitor-side report reads with `element.closest('[data-modulo]')`: the section's module
 * (`mfe_eventos/Eventos`), the version of its remote the server rendered the page with (absent
 * when the browser rendered it alone) and the version the browser hydrated or rendered it with.
 */
export const ATRIBUTOS_SECCAO = {
  modulo: 'data-modulo',
  versao: 'data-versao',
  versaoNavegador: 'data-versao-navegador',
} as const;

/**
 * The versions a page was rendered with, carried in its `dados-hidratacao`: the renderer's own
 * build as `shell`, each remote's by name (the server entry it rendered with).
 */
export type VersoesPagina = Readonly<Record<string, Versao>>;
