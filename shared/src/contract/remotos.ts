import type { ComponentType } from 'react';

/**
 * The remotes, by name (identifier-safe: it becomes a global), each with the folder it is served
 * from, `/mf/<folder>/`. Build files keep a copy of the names (shared/build/contrato.mjs, checked).
 */
export const PASTAS_REMOTOS = {
  mfe_eventos: 'eventos',
  mfe_institucional: 'institucional',
  mfe_conteudos: 'conteudos',
} as const;

export type NomeRemoto = keyof typeof PASTAS_REMOTOS;

/** Where the site serves the remotes' folders. */
export const PREFIXO_REMOTOS = '/mf/';

/** The address of a remote's folder on the site: `/mf/eventos/`. */
export const caminhoRemoto = (nome: NomeRemoto) => `${PREFIXO_REMOTOS}${PASTAS_REMOTOS[nome]}/`;

/**
 * The surface each remote exposes, and the one the shell loads. A section renders its own
 * routes below the path the shell mounts it on; a widget is a self-contained home block.
 */
export interface ModulosRemotos {
  'mfe_eventos/Eventos': ComponentType;
  'mfe_eventos/ProximosEventos': ComponentType<{ quantos?: number }>;
  'mfe_institucional/Associacao': ComponentType;
  'mfe_institucional/Associados': ComponentType;
  'mfe_institucional/Contactos': ComponentType;
  'mfe_institucional/Privacidade': ComponentType;
  'mfe_institucional/Acessibilidade': ComponentType;
  'mfe_conteudos/Normalizacao': ComponentType;
  'mfe_conteudos/Biblioteca': ComponentType;
  'mfe_conteudos/Galeria': ComponentType;
  'mfe_conteudos/Faqs': ComponentType;
  'mfe_conteudos/Parcerias': ComponentType;
  'mfe_conteudos/PaginaCms': ComponentType;
  'mfe_conteudos/FaixaParceiros': ComponentType;
}

export type IdModuloRemoto = keyof ModulosRemotos;

/** The modules of one remote, by exposed name (`'mfe_eventos'` → `Eventos`, `ProximosEventos`). */
type ModulosDe<Remoto extends string> = {
  [Id in IdModuloRemoto as Id extends `${Remoto}/${infer Nome}` ? Nome : never]: ModulosRemotos[Id];
};

/**
 * What a remote's `src/expostos.ts` must list: each exposed name of the contract, loading a
 * module whose default export has the contract's type. `satisfies` it, so that `tsc` fails when a
 * module is missing, extra, renamed on either side, or exports the wrong component.
 */
export type ExpostosDe<Remoto extends NomeRemoto> = {
  [Nome in keyof ModulosDe<Remoto>]: () => Promise<{ default: ModulosDe<Remoto>[Nome] }>;
};
