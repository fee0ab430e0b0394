/*
 * When a part of a server-rendered page should load its code. No imports, no state: the shell's
 * entry reads it before Module Federation has negotiated the shared modules
 * (`@site/shared/ui/quando-perto`), and the UI kit builds on it.
 */

/**
 * How far below (or above) the screen a part starts loading: half a phone screen ahead. A form's
 * kit (about 60 KB gzip) arrives on a slow 4G link in about half a second, and the server's form
 * is on the screen meanwhile, keeping what is typed into it; the first tap or key anywhere loads
 * it at once. A wider margin reached the contact form below the offices on a 412 × 823 phone at
 * the first paint, adding its kit to the page's first load.
 */
const MARGEM = '400px 0px';

/** A part whose code may wait until it is on the screen itself (see `BLOCOS_INICIO`). */
export const NO_ECRA = '0px';

/**
 * What a visitor does before the page changes: React holds any navigation until every part still
 * waiting to hydrate has hydrated (a dehydrated boundary may hold a consumer of the router's
 * context), so a part must stop waiting at the first sign of one.
 */
const INTERACCOES = ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const;

/**
 * Runs `funcao` once the browser has painted its next frame: work that an interaction sets off
 * but that is not its answer (a part's code asked for, the reports' code) then starts after the
 * answer is on the screen, and adds nothing to the interaction's time to the next paint (INP).
 * Without frames (no `requestAnimationFrame`), in the next task.
 */
export function depoisDaPintura(funcao: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    setTimeout(funcao, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(funcao, 0));
}

/**
 * Resolves once the element `id` is within `margem` of the screen, or just after the visitor's
 * first interaction with the page ({@link INTERACCOES}) has painted its answer. Immediately where there is nothing to wait for:
 * on the server, in a browser without IntersectionObserver, or when the element is not in the
 * document (a render in the browser, not the hydration of a server page).
 */
export function quandoPerto(id: string, margem = MARGEM): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const elemento = document.getElementById(id);
  if (!elemento) return Promise.resolve();
  return new Promise((resolver) => {
    const desligar = () => {
      observador.disconnect();
      for (const tipo of INTERACCOES) window.removeEventListener(tipo, aoInteragir, true);
    };
    const terminar = () => {
      desligar();
      resolver();
    };
    // The parts' code asked for in the interaction's own task would load and hydrate them before
    // the tap's answer is painted (tens of milliseconds on a phone); one frame later, a
    // navigation that waits for them waits that frame longer.
    const aoInteragir = () => {
      desligar();
      depoisDaPintura(resolver);
    };
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((entrada) => entrada.isIntersecting)) terminar();
      },
      { rootMargin: margem },
    );
    observador.observe(elemento);
    for (const tipo of INTERACCOES) {
      window.addEventListener(tipo, aoInteragir, { capture: true, passive: true });
    }
  });
}
