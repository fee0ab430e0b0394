import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { RAIZ } from './servidor';

const PASTA_RESULTADOS = join(RAIZ, 'robustez', 'results');

/** Writes `robustez/results/<nome>.json` (gitignored) and returns its path. */
export function escreverResultado(nome: string, dados: unknown): string {
  mkdirSync(PASTA_RESULTADOS, { recursive: true });
  const ficheiro = join(PASTA_RESULTADOS, `${nome}.json`);
  writeFileSync(ficheiro, `${JSON.stringify(dados, null, 2)}\n`);
  return ficheiro;
}
