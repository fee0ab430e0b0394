import { lazy, type ComponentType } from 'react';

import { quandoPerto } from './quando-perto';

/**
 * A lazy component for a part of the page far from the top (a form at the foot of the page):
 * when the page was rendered on the server, its code is asked for only once the part (the
 * element `id`, rendered around it by the caller) comes near the screen or the visitor first
 * interacts with the page; until then React keeps the server's HTML there, visible and not yet
 * hydrated. The caller keeps the part from re-rendering before then (`memo`): an update reaching
 * it would make React drop that HTML for the boundary's fallback. Rendered in the browser (not
 * hydrated), it loads at once.
 */
export function lazyAoAparecer<P extends object>(
  id: string,
  importar: () => Promise<ComponentType<P>>,
) {
  return lazy(() =>
    quandoPerto(id)
      .then(importar)
      .then((componente) => ({ default: componente })),
  );
}
