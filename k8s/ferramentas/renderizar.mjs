// Renders an overlay with `kubectl kustomize` (the pinned kubectl, kubectl.mjs) into objects.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseAllDocuments } from 'yaml';

import { obterKubectl } from './kubectl.mjs';

export const pastaK8s = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The overlays an operator deploys, by name (k8s/overlays/<name>). */
export const OVERLAYS = ['pequeno', 'grande'];

/** The objects `kubectl kustomize <pasta>` renders; throws kustomize's own message on failure. */
export function renderizar(pasta) {
  const { caminho } = obterKubectl();
  let saida;
  try {
    saida = execFileSync(caminho, ['kustomize', pasta], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (erro) {
    throw new Error(
      `kubectl kustomize ${path.relative(pastaK8s, pasta) || pasta} failed: ${String(erro.stderr).trim()}`,
    );
  }
  return parseAllDocuments(saida)
    .map((documento) => documento.toJS())
    .filter(Boolean);
}
