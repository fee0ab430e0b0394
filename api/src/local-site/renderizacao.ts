import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { ModuloRenderizador, RecursosArranque, Renderizador } from '@site/shared/contract';

/** The shell's server build, beside its browser build (`shell/dist` → `shell/dist-servidor`). */
function ficheiroRenderizador(pastaShell: string): string {
  return resolve(dirname(pastaShell), 'dist-servidor', 'servidor.cjs');
}

/**
 * Loads the shell's server renderer into this process, once the site listens (the renderer loads
 * the remotes' server builds and asks the APIs over HTTP, at `origemInterna`). Null when the shell
 * has no server build or SSR=off: pages are then rendered by the browser alone, as before.
 */
export async function carregarRenderizador(opcoes: {
  pastaShell: string;
  origemInterna: string;
  configuracao: unknown;
  env: Record<string, string | undefined>;
  log: FastifyBaseLogger;
  /** Measure its renders (false when METRICS_PORT=off). */
  medir: boolean;
}): Promise<Renderizador | null> {
  if (opcoes.env.SSR?.trim().toLowerCase() === 'off') return null;
  const ficheiro = ficheiroRenderizador(opcoes.pastaShell);
  const modelo = resolve(opcoes.pastaShell, 'index.html');
  const recursos = resolve(opcoes.pastaShell, 'recursos-arranque.json');
  if (![ficheiro, modelo, recursos].every((caminho) => existsSync(caminho))) {
    opcoes.log.warn(
      { ficheiro },
      'server renderer not built: pages are rendered in the browser only (run "npm run build")',
    );
    return null;
  }
  const modulo = createRequire(import.meta.url)(ficheiro) as ModuloRenderizador;
  const definicoes = modulo.lerDefinicoes(opcoes.env);
  const renderizador = await modulo.criarRenderizador({
    ...definicoes,
    origemInterna: opcoes.origemInterna,
    modeloHtml: readFileSync(modelo, 'utf8'),
    recursosArranque: JSON.parse(readFileSync(recursos, 'utf8')) as RecursosArranque,
    obterConfiguracao: () => Promise.resolve(opcoes.configuracao),
    medir: opcoes.medir,
  });
  opcoes.log.info('pages are rendered on the server (SSR=off renders them in the browser only)');
  return renderizador;
}
