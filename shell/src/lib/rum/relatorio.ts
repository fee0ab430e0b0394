import {
  ATRIBUTOS_SECCAO,
  CAMINHO_API_RUM,
  classeEcra,
  DONOS_RUM,
  EVENTO_ERRO_BLOCO,
  EVENTO_SECCAO_VISTA,
  LIGACOES_RUM,
  MAXIMO_ITENS_BEACON,
  modeloDaRota,
  PASTAS_REMOTOS,
  VERSAO_DESCONHECIDA,
  type NomeRemoto,
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

import { EVENTOS_DOCUMENTO, EVENTOS_JANELA } from './escuta';

/*
 * What real visitors' browsers report (docs/observability.md): the Web Vitals of a sample of page
 * views, and from every page view the remote sections it showed and the errors it met, each with
 * the route template, its owner (the nearest section marker: a remote and its version, or the
 * shell) and the device's class. Sent with navigator.sendBeacon to the site's own collector,
 * deduplicated and bounded per page view. No address, query string, text, cookie or user agent
 * is ever put in a beacon. Neither this module nor web-vitals (./vitais) is in the first load:
 * ./escuta keeps what happens until this one loads, once the page is interactive.
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

/** An error of `tipo` in what `dono` owns: once per kind and owner in a page view, sent soon. */
function relatarErro(tipo: TipoErroRum, dono: Dono = SHELL): void {
  const chave = `${tipo}|${dono.d}|${dono.ve}`;
  if (errosEnviados.has(chave) || errosEnviados.size >= MAXIMO_ERROS) return;
  errosEnviados.add(chave);
  juntar('x', { k: tipo, ...dono });
  clearTimeout(temporizador);
  temporizador = setTimeout(enviarRelatorio, ESPERA_ERROS_MS);
}

/** The remote whose folder (`/mf/eventos/…`) served the script `ficheiro`, or the shell. */
function donoDoFicheiro(ficheiro: string): Dono {
  const pasta = /\/mf\/([^/]+)\//.exec(ficheiro)?.[1];
  const remoto = (Object.keys(PASTAS_REMOTOS) as NomeRemoto[]).find(
    (nome) => PASTAS_REMOTOS[nome] === pasta,
  );
  return remoto ? { d: remoto, ve: versaoNoNavegador(remoto) ?? VERSAO_DESCONHECIDA } : SHELL;
}

/** One event the visitor's page sent (./escuta lists them), as what the reports count. */
function tratar(evento: Event): void {
  const alvo = evento.target instanceof Element ? evento.target : null;
  switch (evento.type) {
    case EVENTO_SECCAO_VISTA:
      juntar('s', donoDe(alvo));
      return;
    case EVENTO_ERRO_BLOCO:
      relatarErro('limite', donoDe(alvo));
      return;
    case 'unhandledrejection':
      relatarErro('rejeicao');
      return;
    case EVENTO_ERRO_FEDERACAO: {
      const remoto = (evento as CustomEvent<unknown>).detail as DonoRum;
      if (remoto !== 'shell' && DONOS_RUM.includes(remoto)) {
        relatarErro('federacao', {
          d: remoto,
          ve: versaoNoNavegador(remoto) ?? VERSAO_DESCONHECIDA,
        });
      }
      return;
    }
    default: {
      // An uncaught error: its owner is the remote whose script threw. A script of another
      // origin tells nothing (no error, no file): not ours to count.
      const { error: erro, filename: ficheiro } = evento as ErrorEvent;
      if (erro || ficheiro) relatarErro('janela', ficheiro ? donoDoFicheiro(ficheiro) : SHELL);
    }
  }
}

/**
 * Takes the reports of this page view over from ./escuta (once the page is interactive): what
 * happened before (`guardados`) and every such event from now on; with probability `amostra`,
 * the Web Vitals (web-vitals' attribution build, in its own chunk). What is queued goes when the
 * page is hidden or left.
 */
export function iniciarRelatorio(
  opcoes: { slugAssociacao: string; amostra: number },
  guardados: readonly Event[],
): void {
  slug = opcoes.slugAssociacao;
  errosEnviados = new Set();
  for (const tipo of EVENTOS_JANELA) addEventListener(tipo, tratar);
  for (const tipo of EVENTOS_DOCUMENTO) document.addEventListener(tipo, tratar);
  guardados.forEach(tratar);
  if (Math.random() < opcoes.amostra) {
    void import(/* webpackChunkName: "vitais" */ './vitais').then(({ observarVitais }) =>
      observarVitais(),
    );
  }
  // pagehide too: some browsers leave without a visibility change.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') enviarRelatorio();
  });
  addEventListener('pagehide', enviarRelatorio);
}
