import { VERSAO_DESCONHECIDA } from '@site/shared/contract';

/** Written in by the shell's build (rspack.config.mjs, from shared/build/versao.mjs). */
declare const __VERSAO_CONSTRUCAO__: string | undefined;

/**
 * The shell's build version, in the renderer and in the browser alike (`unknown` when run from
 * source, as in Jest).
 */
export const VERSAO_SHELL =
  typeof __VERSAO_CONSTRUCAO__ === 'string' ? __VERSAO_CONSTRUCAO__ : VERSAO_DESCONHECIDA;
