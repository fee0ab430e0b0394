import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import type {
  ConfiguracaoSite,
  IdModuloRemoto,
  ModulosRemotos,
  NomeRemoto,
} from '@site/shared/contract';

import { esquecerModuloCarregado } from './modulos-carregados';

/** How long a section may take to arrive before the visitor is offered the fallback. */
const LIMITE_CARREGAMENTO_MS = 15_000;

let entradas: Record<NomeRemoto, string> | null = null;

/**
 * The URL the runtime loads: the remote's `remoteEntry.js`. The shell's federation runtime is
 * built without the manifest ("snapshot") code, which saves bytes and one request per remote
 * before its entry; an `mf-manifest.json` URL, as earlier configurations gave, is read as the
 * `remoteEntry.js` beside it (both are written to the same folder by every remote's build).
 */
export function urlEntrada(url: string): string {
  return url.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

/** Registers each remote's entry URL from the runtime configuration (once, at start-up). */
export function registarRemotos(remotos: ConfiguracaoSite['remotos']): void {
  entradas = Object.fromEntries(
    Object.entries(remotos).map(([nome, url]) => [nome, urlEntrada(url)]),
  ) as Record<NomeRemoto, string>;
  registerRemotes(
    Object.entries(entradas).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

function nomeDoRemoto(id: IdModuloRemoto): NomeRemoto {
  return id.slice(0, id.indexOf('/')) as NomeRemoto;
}

/** Registers a remote again so that a new attempt does not reuse a failed load. */
export function reiniciarRemoto(id: IdModuloRemoto): void {
  esquecerModuloCarregado(id);
  const nome = nomeDoRemoto(id);
  const entry = entradas?.[nome];
  if (entry) registerRemotes([{ name: nome, entry }], { force: true });
}

function comLimite<T>(promessa: Promise<T>, limiteMs: number): Promise<T> {
  return new Promise<T>((resolver, rejeitar) => {
    const temporizador = setTimeout(
      () => rejeitar(new Error(`Tempo esgotado ao carregar a secção (${limiteMs} ms).`)),
      limiteMs,
    );
    promessa.then(
      (valor) => {
        clearTimeout(temporizador);
        resolver(valor);
      },
      (erro: unknown) => {
        clearTimeout(temporizador);
        rejeitar(erro);
      },
    );
  });
}

/** Loads an exposed module of a remote, typed by the shared contract. */
export async function carregarModuloRemoto<K extends IdModuloRemoto>(
  id: K,
  limiteMs = LIMITE_CARREGAMENTO_MS,
): Promise<{ default: ModulosRemotos[K] }> {
  const modulo = await comLimite(loadRemote<{ default: ModulosRemotos[K] }>(id), limiteMs);
  if (!modulo?.default) throw new Error(`O módulo ${id} não foi encontrado.`);
  return modulo as { default: ModulosRemotos[K] & ComponentType<never> };
}
