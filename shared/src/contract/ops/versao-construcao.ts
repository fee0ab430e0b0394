/*
 * How a build names its version, for the build files (shared/build/versao.mjs for the apps,
 * api/build.mjs for the server programs): plain Node, imports only Node's modules, so that those
 * JavaScript files read it as it is (Node 24 strips the types).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A build's version, as the manifest, the page, the metrics and `/versoes` carry it. */
export interface VersaoConstrucao {
  /** `1.0.0+795c059`: the package version and the commit's first 7 hex digits (or `unknown`). */
  versao: string;
  /** The package version, from the app's package.json. */
  pacote: string;
  /** The whole commit, or `unknown`. */
  commit: string;
}

/** Variables a CI or an image build may name the commit with (tried in this order). */
const VARIAVEIS_COMMIT = ['GIT_COMMIT', 'SOURCE_COMMIT'] as const;
const COMMIT = /^[0-9a-f]{7,64}$/;

/**
 * The commit being built: GIT_COMMIT or SOURCE_COMMIT when set (a malformed one stops the build,
 * naming it), else `git rev-parse HEAD` in `pasta`, else `unknown` (no git, no repository).
 */
function commitDe(pasta: string, env: Record<string, string | undefined>): string {
  for (const variavel of VARIAVEIS_COMMIT) {
    const valor = env[variavel]?.trim().toLowerCase();
    if (!valor) continue;
    if (!COMMIT.test(valor)) {
      throw new Error(
        `Invalid environment variable ${variavel}: must be a commit in hex (got ${JSON.stringify(valor)})`,
      );
    }
    return valor;
  }
  try {
    const saida = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: pasta,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return COMMIT.test(saida) ? saida : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The version of the app whose package.json is in `pasta`. */
export function versaoConstrucao(
  pasta: string,
  env: Record<string, string | undefined> = process.env,
): VersaoConstrucao {
  const { version } = JSON.parse(readFileSync(path.join(pasta, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  const pacote = typeof version === 'string' && version ? version : '0.0.0';
  const commit = commitDe(pasta, env);
  return {
    versao: `${pacote}+${commit === 'unknown' ? commit : commit.slice(0, 7)}`,
    pacote,
    commit,
  };
}
