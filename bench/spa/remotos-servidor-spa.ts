// Bench-only stand-in for shell/src/renderizador/remotos-federados.ts in the SPA's server renderer: no
// remote to register or revalidate (the sections are lazy chunks of the renderer itself, through
// remotos-spa.ts), and each section's stylesheets come from the SPA's own browser build, as the
// federated renderer takes them from each remote's mf-manifest.json.
import type {
  ConfiguracaoSite,
  EstadoRemoto,
  IdModuloRemoto,
  NomeRemoto,
  VersoesPagina,
} from '@site/shared/contract';

import type { RemotosFederados as Federados } from '../../shell/src/renderizador/remotos-federados';

/**
 * The stylesheets of each exposed module's chunks in the SPA's browser build, by module id
 * (`mfe_eventos/Eventos`), written in by the bench's build (DefinePlugin, see src/construir.mjs).
 */
declare const ESTILOS_SECCOES_SPA: Partial<Record<IdModuloRemoto, string[]>>;

/**
 * The same surface as the federated renderer's, for renderizador.ts and compor-pagina.ts: every
 * public member, so that the type check sees a new one the stand-in lacks.
 */
export class RemotosFederados implements Pick<Federados, keyof Federados> {
  constructor(_opcoes: ConstructorParameters<typeof Federados>[0]) {}

  /** Nothing to register: the sections are part of this bundle. */
  preparar(_remotos: ConfiguracaoSite['remotos']): Promise<void> {
    return Promise.resolve();
  }

  /** No remote, no remote version to write into the page. */
  versoesEmUso(): VersoesPagina {
    return {};
  }

  conteudos(): ReadonlyMap<NomeRemoto, string> {
    return new Map();
  }

  /** A kept page is never out of date for a remote: the sections are this bundle's. */
  emDia(_builds: Readonly<Record<string, string>>): boolean {
    return true;
  }

  estado(): Partial<Record<NomeRemoto, EstadoRemoto>> {
    return {};
  }

  /** The stylesheets of the modules a page renders, linked from the server's head. */
  estilos(modulos: readonly IdModuloRemoto[]): string[] {
    return [...new Set(modulos.flatMap((id) => ESTILOS_SECCOES_SPA[id] ?? []))];
  }
}
