import { VERSAO_DESCONHECIDA } from '@site/shared/contract';

/** Written in by api/build.mjs (esbuild's `define`, from the contract's `versaoConstrucao`). */
declare const __VERSAO_CONSTRUCAO__: string | undefined;

/** This program's build version (`unknown` when run from source, as in Jest). */
export const VERSAO_PROGRAMA =
  typeof __VERSAO_CONSTRUCAO__ === 'string' ? __VERSAO_CONSTRUCAO__ : VERSAO_DESCONHECIDA;
