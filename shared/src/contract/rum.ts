import { BASE_API_SITE } from './descoberta';
import { PASTAS_REMOTOS, type NomeRemoto } from './remotos';

/*
 * Real visitors' measurements (RUM): what a visitor's browser reports and the collector accepts.
 * Written once for both: the shell's reporter builds each beacon with these names, the collector
 * (api/src/rum) checks every field against them and counts what it accepts as Prometheus series.
 * No field carries personal data: no address, no query string, no free text, no user agent.
 */

/** The collector: `POST` a beacon here (navigator.sendBeacon, same origin). */
export const CAMINHO_API_RUM = `${BASE_API_SITE}rum`;

/** A beacon's body is refused past this many bytes (413). */
export const LIMITE_BEACON_BYTES = 4096;

/** The Web Vitals reported, as web-vitals names them. */
export const METRICAS_RUM = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricaRum = (typeof METRICAS_RUM)[number];

/**
 * What failed, never its message: a remote section's error boundary caught a render error
 * (`limite`), an uncaught error (`janela`) or rejection (`rejeicao`) reached the window, or the
 * federation runtime could not load a remote (`federacao`).
 */
export const TIPOS_ERRO_RUM = ['limite', 'janela', 'rejeicao', 'federacao'] as const;
export type TipoErroRum = (typeof TIPOS_ERRO_RUM)[number];

/** Who owns an element: a remote, or the shell (header, footer, a page of its own). */
export const DONOS_RUM = ['shell', ...(Object.keys(PASTAS_REMOTOS) as NomeRemoto[])] as const;
export type DonoRum = (typeof DONOS_RUM)[number];

/** The viewport's class, by its width in CSS pixels (Bootstrap's md and xl). */
export const ECRAS_RUM = ['telemovel', 'tablet', 'computador'] as const;
export type EcraRum = (typeof ECRAS_RUM)[number];

export function classeEcra(largura: number): EcraRum {
  if (largura < 768) return 'telemovel';
  if (largura < 1200) return 'tablet';
  return 'computador';
}

/** The Network Information API's effective type, or `desconhecida` where there is none. */
export const LIGACOES_RUM = ['slow-2g', '2g', '3g', '4g', 'desconhecida'] as const;
export type LigacaoRum = (typeof LIGACOES_RUM)[number];

/** What any label outside its list is counted as: one value, so that series stay bounded. */
export const RUM_OUTRO = 'other';

/** A measurement: the metric, its value (seconds for times, the score for CLS) and its owner. */
export interface MedidaRum {
  n: MetricaRum;
  v: number;
  /** The owner of the element measured (LCP, INP, CLS) or of the page (FCP, TTFB). */
  d: DonoRum;
  /** That owner's version, as the section marker names it. */
  ve: string;
}

/** An error, by kind and owner only. */
export interface ErroRum {
  k: TipoErroRum;
  d: DonoRum;
  ve: string;
}

/** A remote section the page showed (the denominator of its version's error ratio). */
export interface SeccaoRum {
  d: DonoRum;
  ve: string;
}

/**
 * One beacon: the page's route template and the device's class, with what happened since the
 * last one. At most {@link MAXIMO_ITENS_BEACON} items in each list.
 */
export interface BeaconRum {
  /** The route template (`modeloDaRota`), never the address. */
  r: string;
  e: EcraRum;
  l: LigacaoRum;
  m?: MedidaRum[];
  x?: ErroRum[];
  s?: SeccaoRum[];
}

export const MAXIMO_ITENS_BEACON = 20;

/** A build version as shared/build/versao.mjs makes it (`1.0.0+795c059`), or `unknown`. */
export const PADRAO_VERSAO_RUM =
  /^(\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.]{1,24})?\+([0-9a-f]{7}|unknown)|unknown)$/;
