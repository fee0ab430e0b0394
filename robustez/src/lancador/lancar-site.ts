import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type * as LocalSite from '../../../api/src/local-site/main';
import { plantarVectores, resumoPlantacao } from '../xss/plantar';

type ModuloLocalSite = typeof LocalSite;

/** robustez/dist/lancar-site.mjs -> the repository root. */
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the built local site (api/dist/local-site.js) through its programmatic entry, with the
 * XSS fixture planted in the seed when ROBUSTEZ_FIXTURE=xss. PORT, HOST, DATA_DIR and the rest
 * come from the environment as for `npm start`. Prints one JSON line with the URL once listening.
 */
async function lancar(): Promise<void> {
  const modulo = pathToFileURL(resolve(RAIZ, 'api/dist/local-site.js')).href;
  const { startLocalSite } = (await import(modulo)) as ModuloLocalSite;
  const fixture = process.env.ROBUSTEZ_FIXTURE === 'xss';
  const site = await startLocalSite({
    raizRepositorio: RAIZ,
    ...(fixture ? { transformarConteudo: plantarVectores } : {}),
  });
  process.stdout.write(`${JSON.stringify({ url: site.url, plantacao: resumoPlantacao() })}\n`);
  const parar = () => void site.close().then(() => process.exit(0));
  process.once('SIGTERM', parar);
  process.once('SIGINT', parar);
}

lancar().catch((erro: unknown) => {
  process.stderr.write(`${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
  process.exit(1);
});
