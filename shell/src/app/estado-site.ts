import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON a server-rendered page carries for the browser. */
export const ID_ESTADO_SITE = 'estado-site';

/**
 * What a server-rendered page hands to the browser: the runtime configuration it was rendered
 * with, as the server's schema read it (no second request for it, nor a second reading), and the
 * query cache (no second request for its data).
 */
export interface EstadoSite {
  configuracao: unknown;
  consultas: DehydratedState;
}

/**
 * The state of the page being opened, when the server rendered it. Read once: the element leaves
 * the document (nothing else reads it, and its text is no longer kept twice).
 */
export function lerEstadoSite(documento: Document = document): EstadoSite | null {
  const elemento = documento.getElementById(ID_ESTADO_SITE);
  if (!elemento?.textContent) return null;
  elemento.remove();
  try {
    return JSON.parse(elemento.textContent) as EstadoSite;
  } catch {
    return null;
  }
}
