import type { ComponentType } from 'react';

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
  'mfe_conteudos/Normalizacao': ComponentType;
  'mfe_conteudos/Biblioteca': ComponentType;
  'mfe_conteudos/Galeria': ComponentType;
  'mfe_conteudos/Faqs': ComponentType;
  'mfe_conteudos/Parcerias': ComponentType;
  'mfe_conteudos/PaginaCms': ComponentType;
  'mfe_conteudos/FaixaParceiros': ComponentType;
}

export type IdModuloRemoto = keyof ModulosRemotos;
