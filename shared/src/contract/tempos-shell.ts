/** The shell's pace, as the spec sets it: when the footer's reads start, how it scrolls to an anchor. */

/** The footer's data loads this long after start, leaving the network to the page (spec §9). */
export const ATRASO_RODAPE_MS = 400;
/** After a navigation with a fragment, the scroll to its anchor waits this long (spec §2). */
export const ATRASO_SCROLL_MS = 100;
/** The scroll to an anchor stops this far above it (spec §2). */
export const DESVIO_SCROLL_PX = 80;
