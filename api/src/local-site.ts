import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { lerConfiguracaoSite } from './local-site/config';
import {
  construirLocalSite,
  startLocalSite as iniciarLocalSite,
  type LocalSite,
  type OpcoesLocalSite,
} from './local-site/servidor';
import { encerrarAoSinal } from './shutdown';

export type { LocalSite, OpcoesLocalSite } from './local-site/servidor';
export { construirLocalSite };

/** The repository root, two levels above this file (api/dist or api/src). */
const RAIZ_REPOSITORIO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  carregarConfiguracaoOuSair(() => lerConfiguracaoSite());
  startLocalSite()
    .then((site) => {
      encerrarAoSinal(site.app);
      site.app.log.info(`site at ${site.url}`);
    })
    .catch((erro: unknown) => {
      process.stderr.write(
        `Local site failed to start: ${erro instanceof Error ? erro.message : String(erro)}\n`,
      );
      process.exit(1);
    });
}
