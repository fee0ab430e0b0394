import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  type MetricWithAttribution,
} from 'web-vitals/attribution';

import type { DonoRum, MetricaRum } from '@site/shared/contract';

import { donoDe, enviarRelatorio, relatarMedida, type Dono } from './relatorio';

/*
 * The Web Vitals of this page view, with web-vitals' attribution build (loaded by ./relatorio
 * once the page is interactive). Its `generateTarget` names each element by its owner instead
 * of a CSS selector: the remote section (and version) the LCP element, the interaction's target
 * or the largest shift's element belongs to. FCP and TTFB are the page's: the shell's.
 */

const SEPARADOR = ' ';

/** The owner of an element as web-vitals' attribution carries it: `mfe_eventos 1.0.0+795c059`. */
const alvo = (elemento: Node | null) =>
  elemento instanceof Element ? Object.values(donoDe(elemento)).join(SEPARADOR) : undefined;

const donoDoAlvo = (texto: string | undefined): Dono | undefined => {
  const [d, ve] = texto?.split(SEPARADOR) ?? [];
  return d && ve ? { d: d as DonoRum, ve } : undefined;
};

function relatar(metrica: MetricWithAttribution, alvoDaMetrica?: string): void {
  const nome = metrica.name as MetricaRum;
  relatarMedida({
    n: nome,
    // Times in seconds, as the collector's histograms count them; CLS is a score.
    v: nome === 'CLS' ? metrica.value : metrica.value / 1000,
    ...(donoDoAlvo(alvoDaMetrica) ?? donoDe(null)),
  });
}

export function observarVitais(): void {
  const opcoes = { generateTarget: alvo };
  onLCP((m: LCPMetricWithAttribution) => relatar(m, m.attribution.target), opcoes);
  // Every interaction of 16 ms or more (web-vitals' least; 40 by default), so that a page whose
  // taps are all quick still reports its INP.
  onINP((m: INPMetricWithAttribution) => relatar(m, m.attribution.interactionTarget), {
    ...opcoes,
    durationThreshold: 16,
  });
  onCLS((m: CLSMetricWithAttribution) => relatar(m, m.attribution.largestShiftTarget), opcoes);
  onFCP((m) => relatar(m));
  onTTFB((m) => relatar(m));
  // After web-vitals' own listeners, which queue the last values when the page is hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') enviarRelatorio();
  });
}
