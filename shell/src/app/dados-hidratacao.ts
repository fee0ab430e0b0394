import type { DehydratedState } from '@tanstack/react-query';

import type { VersoesPagina } from '@site/shared/contract';

/** The id of the JSON a server-rendered page carries for the browser. */
export const ID_DADOS_HIDRATACAO = 'dados-hidratacao';

/**
 * What a server-rendered page hands to the browser: the runtime configuration it was rendered
 * with, as the server's schema read it (no second request for it, nor a second reading), and the
 * query cache (no second request for its data), and the versions it was rendered with.
 */
export interface DadosHidratacao {
  configuracao: unknown;
  consultas: DehydratedState;
  /** The builds the server rendered the page with: the shell's and each remote's, by name. */
  versoes?: VersoesPagina;
}

/**
 * The data of the page being opened, when the server rendered it. Read once: the element leaves
 * the document (nothing else reads it, and its text is no longer kept twice).
 */
export function lerDadosHidratacao(documento: Document = document): DadosHidratacao | null {
  const elemento = documento.getElementById(ID_DADOS_HIDRATACAO);
  if (!elemento?.textContent) return null;
  elemento.remove();
  try {
    return JSON.parse(elemento.textContent) as DadosHidratacao;
  } catch {
    return null;
  }
}
