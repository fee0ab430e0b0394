import {
  ATRIBUTOS_SECCAO,
  CAMINHO_API_RUM,
  classeEcra,
  DONOS_RUM,
  EVENTO_ERRO_BLOCO,
  LIGACOES_RUM,
  MAXIMO_ITENS_BEACON,
  modeloDaRota,
  VERSAO_DESCONHECIDA,
  type BeaconRum,
  type DonoRum,
  type ErroRum,
  type LigacaoRum,
  type MedidaRum,
  type SeccaoRum,
  type TipoErroRum,
} from '@site/shared/contract';

import { EVENTO_ERRO_FEDERACAO } from '../federation/relatar-na-federacao';
import { versaoNoNavegador } from '../federation/versoes-pagina';
import { VERSAO_SHELL } from '../versao-shell';

/*
 * What real visitors' browsers report (docs/observability.md): the Web Vitals of a sample of page
 * views, and from every page view the remote sections it showed and the errors it met, each with
 * the route template, its owner (the nearest section marker: a remote and its version, or the
 * shell) and the device's class. Sent with navigator.sendBeacon to the site's own collector,
 * deduplicated and bounded per page view. No address, query string, text, cookie or user agent
 * is ever put in a beacon. This module is in the first load (a few hundred bytes); web-vitals
 * comes in its own chunk, after the page is interactive (./vitais).
 */

/** The owner of an element and its version. */
export type Dono = Pick<MedidaRum, 'd' | 've'>;

/** Errors reported per page view at most: a loop that throws sends a few, not thousands. */
const MAXIMO_ERROS = 10;
/** Errors go out within this time (an alert is that fast), vitals when the page is hidden. */
const ESPERA_ERROS_MS = 1000;

let slug = '';
let fila: BeaconRum | null = null;
let errosEnviados = new Set<string>();
let temporizador: ReturnType<typeof setTimeout> | undefined;

const SHELL: Dono = { d: 'shell', ve: VERSAO_SHELL };

/** The owner of `elemento`: the remote of its nearest section marker, or the shell. */
export function donoDe(elemento: Element | null | undefined): Dono {
  const seccao = elemento?.closest?.(`[${ATRIBUTOS_SECCAO.modulo}]`);
  const modulo = seccao?.getAttribute(ATRIBUTOS_SECCAO.modulo) ?? '';
  const remoto = modulo.slice(0, modulo.indexOf('/')) as DonoRum;
  if (!seccao || !DONOS_RUM.includes(remoto)) return SHELL;
  const versao =
    seccao.getAttribute(ATRIBUTOS_SECCAO.versaoNavegador) ??
    seccao.getAttribute(ATRIBUTOS_SECCAO.versao) ??
    VERSAO_DESCONHECIDA;
  return { d: remoto, ve: versao };
}

function ligacao(): LigacaoRum {
  const tipo = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return LIGACOES_RUM.find((valor) => valor === tipo) ?? 'desconhecida';
}

/** Sends what is queued, if anything (a string body: `text/plain`, no preflight, same origin). */
export function enviarRelatorio(): void {
  clearTimeout(temporizador);
  if (!fila) return;
  const corpo = JSON.stringify(fila);
  fila = null;
  navigator.sendBeacon?.(CAMINHO_API_RUM, corpo);
}

/** Queues one item of the current route's beacon (another route's beacon is sent first). */
function juntar(lista: 'm', item: MedidaRum): void;
function juntar(lista: 'x', item: ErroRum): void;
function juntar(lista: 's', item: SeccaoRum): void;
function juntar(lista: 'm' | 'x' | 's', item: MedidaRum | ErroRum | SeccaoRum): void {
  if (typeof window === 'undefined') return;
  const rota = modeloDaRota(location.pathname, slug);
  if (fila && fila.r !== rota) enviarRelatorio();
  fila ??= { r: rota, e: classeEcra(innerWidth), l: ligacao() };
  const itens = (fila[lista] ??= []) as unknown[];
  itens.push(item);
  if (itens.length >= MAXIMO_ITENS_BEACON) enviarRelatorio();
}

/** A measurement of web-vitals, in seconds (CLS as its score). */
export function relatarMedida(medida: MedidaRum): void {
  juntar('m', medida);
}

/** A remote section shown (rendered or hydrated) with `versao`. */
export function relatarSeccao(dono: DonoRum, versao: string): void {
  juntar('s', { d: dono, ve: versao });
}

/** An error of `tipo` in what `dono` owns: once per kind and owner in a page view, sent soon. */
function relatarErro(tipo: TipoErroRum, dono: Dono = SHELL): void {
  const chave = `${tipo}|${dono.d}|${dono.ve}`;
  if (errosEnviados.has(chave) || errosEnviados.size >= MAXIMO_ERROS) return;
  errosEnviados.add(chave);
  juntar('x', { k: tipo, ...dono });
  clearTimeout(temporizador);
  temporizador = setTimeout(enviarRelatorio, ESPERA_ERROS_MS);
}

/** web-vitals waits this long after the load event unless the visitor interacts first. */
const ESPERA_VITAIS_MS = 5000;

/**
 * Loads web-vitals once the page is interactive and has nothing else to do: when idle after the
 * visitor's first tap or key, or a few seconds after the load event. The values it reads then are
 * whole: the browser buffers the paints, layout shifts and slow interactions it observes.
 */
function carregarVitaisDepois(): void {
  let pedido = false;
  const carregar = () => {
    if (pedido) return;
    pedido = true;
    void import(/* webpackChunkName: "vitais" */ './vitais').then(({ observarVitais }) =>
      observarVitais(),
    );
  };
  const quandoLivre = () =>
    'requestIdleCallback' in window ? requestIdleCallback(carregar) : setTimeout(carregar, 0);
  for (const tipo of ['pointerdown', 'keydown'] as const) {
    addEventListener(tipo, quandoLivre, { once: true, passive: true, capture: true });
  }
  const depoisDaCarga = () => setTimeout(carregar, ESPERA_VITAIS_MS);
  if (document.readyState === 'complete') depoisDaCarga();
  else addEventListener('load', depoisDaCarga, { once: true });
}

/**
 * Starts the reports of this page view: errors from now on; with probability `amostra`, the Web
 * Vitals, whose code (web-vitals' attribution build) loads after the page is interactive. What is
 * queued goes when the page is hidden or left.
 */
export function iniciarRelatorio(opcoes: { slugAssociacao: string; amostra: number }): void {
  if (typeof window === 'undefined' || !('sendBeacon' in navigator)) return;
  slug = opcoes.slugAssociacao;
  errosEnviados = new Set();
  addEventListener('error', (evento) => {
    // A script of another origin tells nothing (no message, no file): not ours to count.
    if (evento.error || evento.filename) relatarErro('janela', donoDe(evento.target as Element));
  });
  addEventListener('unhandledrejection', () => relatarErro('rejeicao'));
  document.addEventListener(EVENTO_ERRO_BLOCO, (evento) =>
    relatarErro('limite', donoDe(evento.target as Element)),
  );
  addEventListener(EVENTO_ERRO_FEDERACAO, (evento) => {
    const remoto = (evento as CustomEvent<unknown>).detail as DonoRum;
    if (remoto === 'shell' || !DONOS_RUM.includes(remoto)) return;
    relatarErro('federacao', { d: remoto, ve: versaoNoNavegador(remoto) ?? VERSAO_DESCONHECIDA });
  });
  if (Math.random() < opcoes.amostra) carregarVitaisDepois();
  // pagehide too: some browsers leave without a visibility change.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') enviarRelatorio();
  });
  addEventListener('pagehide', enviarRelatorio);
}
