import { EVENTO_ERRO_BLOCO, EVENTO_SECCAO_VISTA } from '@site/shared/contract';
import { depoisDaPintura } from '@site/shared/ui/quando-perto';

import { EVENTO_ERRO_FEDERACAO } from '../federation/relatar-na-federacao';

/*
 * The visitors' reports' part in the first load, kept small: it listens from the start and keeps
 * what happens (errors, sections shown) until the reporter (./relatorio, its own chunk) loads once
 * the page is interactive and takes them over.
 */

/** Events of the window and of the document that the reporter counts. */
export const EVENTOS_JANELA = ['error', 'unhandledrejection', EVENTO_ERRO_FEDERACAO] as const;
export const EVENTOS_DOCUMENTO = [EVENTO_ERRO_BLOCO, EVENTO_SECCAO_VISTA] as const;

/** The reporter waits this long after the load event unless the visitor interacts first. */
const ESPERA_MS = 5000;

/**
 * Listens from now on, and loads the reporter when the page is idle after the answer to the
 * visitor's first tap or key is painted, or a few seconds after the load event, whichever comes first: out of the first load.
 */
export function escutarVisita(opcoes: { slugAssociacao: string; amostra: number }): void {
  if (typeof window === 'undefined' || !('sendBeacon' in navigator)) return;
  const guardados: Event[] = [];
  const guardar = (evento: Event) => guardados.push(evento);
  for (const tipo of EVENTOS_JANELA) addEventListener(tipo, guardar);
  for (const tipo of EVENTOS_DOCUMENTO) document.addEventListener(tipo, guardar);
  let pedido = false;
  const carregar = () => {
    if (pedido) return;
    pedido = true;
    void import(/* webpackChunkName: "relatorio" */ './relatorio').then(({ iniciarRelatorio }) => {
      for (const tipo of EVENTOS_JANELA) removeEventListener(tipo, guardar);
      for (const tipo of EVENTOS_DOCUMENTO) document.removeEventListener(tipo, guardar);
      iniciarRelatorio(opcoes, guardados);
    });
  };
  // After the tap's answer is painted, then when the page is idle: the reporter's code never
  // lengthens the interaction that asked for it.
  const quandoLivre = () =>
    depoisDaPintura(() =>
      'requestIdleCallback' in window ? requestIdleCallback(carregar) : setTimeout(carregar, 0),
    );
  for (const tipo of ['pointerdown', 'keydown'] as const) {
    addEventListener(tipo, quandoLivre, { once: true, passive: true, capture: true });
  }
  const depoisDaCarga = () => setTimeout(carregar, ESPERA_MS);
  if (document.readyState === 'complete') depoisDaCarga();
  else addEventListener('load', depoisDaCarga, { once: true });
}
