import { existsSync, statSync } from 'node:fs';
import { posix, resolve, sep } from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  CAMINHO_MANIFESTO,
  caminhoRemoto,
  manifestoAplicacao,
  PASTAS_REMOTOS,
  PREFIXO_REMOTOS,
  PREFIXOS_API,
  TIPO_MANIFESTO,
  type ConfiguracaoSite,
  type NomeRemoto,
} from '@site/shared/contract';
import { CAMINHOS_OPS } from '@site/shared/contract/ops';

import { cacheControlPara } from './cabecalhos';

/** The folders the site serves: the shell at `/`, each remote at its `caminhoRemoto`. */
export interface PastasSite {
  shell: string;
  remotos: Readonly<Record<NomeRemoto, string>>;
}

/**
 * Where the builds are: the workspaces' `dist` folders, or an assembled `SITE_DIST_DIR`
 * (shell at its root; remotes under `mf/<name>/` when present there).
 */
export function localizarPastas(raizRepositorio: string, siteDistDir?: string): PastasSite {
  const remoto = (nome: NomeRemoto): [NomeRemoto, string] => {
    const montado = siteDistDir ? resolve(siteDistDir, `.${caminhoRemoto(nome)}`) : undefined;
    const pasta =
      montado && existsSync(montado)
        ? montado
        : resolve(raizRepositorio, `mfe-${PASTAS_REMOTOS[nome]}`, 'dist');
    return [nome, pasta];
  };
  return {
    shell: siteDistDir ? resolve(siteDistDir) : resolve(raizRepositorio, 'shell', 'dist'),
    remotos: Object.fromEntries(
      (Object.keys(PASTAS_REMOTOS) as NomeRemoto[]).map(remoto),
    ) as Record<NomeRemoto, string>,
  };
}

/** A URL path made safe to join under a folder, or undefined when it tries to leave it. */
function caminhoSeguro(pasta: string, caminhoUrl: string): string | undefined {
  let decodificado: string;
  try {
    decodificado = decodeURIComponent(caminhoUrl);
  } catch {
    return undefined;
  }
  if (decodificado.includes('\0')) return undefined;
  const normalizado = posix.normalize(`/${decodificado}`);
  const absoluto = resolve(pasta, `.${normalizado}`);
  return absoluto === pasta || absoluto.startsWith(pasta + sep) ? absoluto : undefined;
}

const eFicheiro = (caminho: string) => {
  try {
    return statSync(caminho).isFile();
  } catch {
    return false;
  }
};

/** Sends a file that exists, with the cache rule for its name; undefined when it does not exist. */
export function enviarSeExistir(
  resposta: FastifyReply,
  pasta: string,
  caminhoUrl: string,
): FastifyReply | undefined {
  const absoluto = caminhoSeguro(pasta, caminhoUrl);
  if (!absoluto || !eFicheiro(absoluto)) return undefined;
  const relativo = absoluto
    .slice(pasta.length + 1)
    .split(sep)
    .join('/');
  resposta.header('cache-control', cacheControlPara(relativo));
  return resposta.sendFile(relativo, pasta, { cacheControl: false, dotfiles: 'deny' });
}

/**
 * The web app manifest, from the runtime configuration's association (as the shell's image
 * writes it at start). Revalidated like every unhashed file; the worker and its offline page are
 * files of the shell's build, sent with that same rule.
 */
export function registarManifesto(app: FastifyInstance, site: ConfiguracaoSite): void {
  const manifesto = JSON.stringify(manifestoAplicacao(site.associacao));
  app.get(CAMINHO_MANIFESTO, async (_pedido, resposta) =>
    resposta.header('cache-control', 'no-cache').type(TIPO_MANIFESTO).send(manifesto),
  );
}

/** A plain Portuguese 404 for a missing asset (never the SPA's index.html). */
export function ficheiroNaoEncontrado(resposta: FastifyReply): FastifyReply {
  return resposta
    .code(404)
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('Ficheiro não encontrado.');
}

const PREFIXOS_RESERVADOS = [PREFIXO_REMOTOS, ...PREFIXOS_API, '/config/'];

/** The ops paths: answered on the ops address only, here a plain 404 (never a page, SSR or not). */
const CAMINHOS_SO_OPS: readonly string[] = Object.values(CAMINHOS_OPS);

/**
 * Whether a path is the remotes', an API's, the runtime configuration's or an ops path: never the
 * SPA's page.
 */
export const caminhoReservado = (caminho: string) =>
  PREFIXOS_RESERVADOS.some((prefixo) => caminho.startsWith(prefixo)) ||
  CAMINHOS_SO_OPS.includes(caminho.replace(/(.)\/$/, '$1'));

/** The path of a request without its query string. */
export const caminhoDoPedido = (pedido: FastifyRequest) => pedido.url.split('?')[0] ?? '/';
