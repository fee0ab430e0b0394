import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { arrancar, encerrarAoSinal } from '../comum/arranque';
import { rastrearPrograma } from '../comum/rastreio';

import {
  construirLocalSite,
  encontrarRaizRepositorio,
  startLocalSite as iniciarLocalSite,
  type LocalSite,
  type OpcoesLocalSite,
} from './aplicacao-site';
import { lerConfiguracaoSite } from './configuracao';

export type { LocalSite, OpcoesLocalSite } from './aplicacao-site';
export { construirLocalSite };

/** The repository root, found from this file (api/dist/local-site.js or its source). */
const RAIZ_REPOSITORIO = encontrarRaizRepositorio(dirname(fileURLToPath(import.meta.url)));

/** Starts the local one-origin site; the e2e suite calls this with a temporary DATA_DIR. */
export function startLocalSite(opcoes: OpcoesLocalSite = {}): Promise<LocalSite> {
  return iniciarLocalSite({ raizRepositorio: RAIZ_REPOSITORIO, ...opcoes });
}

function executadoDirectamente(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (executadoDirectamente()) {
  arrancar('Local site', async () => {
    // Its renderer reads the APIs with axios (node:http): those calls carry the trace on too.
    rastrearPrograma('site', 'saida');
    carregarConfiguracaoOuSair(() => lerConfiguracaoSite());
    const site = await startLocalSite();
    encerrarAoSinal(site.app);
    site.app.log.info(`site at ${site.url}`);
  });
}
