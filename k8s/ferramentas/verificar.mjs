// Checks overlays offline: renders each with kubectl kustomize, validates every object against
// the Kubernetes, Gateway API and Argo Rollouts schemas (unknown fields included), then applies a
// reviewer's rules. `node k8s/ferramentas/verificar.mjs [overlay folder ...]` (default: every
// overlay) prints each problem and exits 1 if there is any.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lerCompose, lerTamanhos } from './compose.mjs';
import { validarEsquemas, versoesDosEsquemas } from './esquemas.mjs';
import { obterKubectl } from './kubectl.mjs';
import { regrasDoSite } from './regras-site.mjs';
import { regrasDosObjectos } from './regras.mjs';
import { OVERLAYS, pastaK8s, renderizar } from './renderizar.mjs';

/** Every problem of the rendered objects: schemas first, then the rules. */
export async function problemasDosObjectos(objectos) {
  return [
    ...new Set([
      ...(await validarEsquemas(objectos)),
      ...regrasDosObjectos(objectos),
      ...regrasDoSite(objectos, lerCompose(), lerTamanhos()),
    ]),
  ];
}

/** Every problem of one overlay folder (a failed render is one problem). */
export async function verificarOverlay(pasta) {
  let objectos;
  try {
    objectos = renderizar(pasta);
  } catch (erro) {
    return { objectos: [], problemas: [erro.message] };
  }
  return { objectos, problemas: await problemasDosObjectos(objectos) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pastas = process.argv.slice(2);
  const { versao, kustomize } = obterKubectl();
  console.log(`kubectl ${versao} (kustomize ${kustomize}); ${versoesDosEsquemas().join(', ')}`);
  let falhas = 0;
  for (const pasta of pastas.length > 0
    ? pastas
    : OVERLAYS.map((o) => path.join(pastaK8s, 'overlays', o))) {
    const { objectos, problemas } = await verificarOverlay(path.resolve(pasta));
    console.log(
      `${path.relative(process.cwd(), pasta) || '.'}: ${objectos.length} objects, ${problemas.length} problems`,
    );
    for (const p of problemas) console.log(`  ${p}`);
    falhas += problemas.length;
  }
  process.exitCode = falhas > 0 ? 1 : 0;
}
