/*
 * The page's DOM events that the visitors' reports count, apart from the rest of the RUM contract
 * (./rum): the error boundaries and the sections send them from the first load on, while the
 * reporter and its contract load later, in a chunk of their own.
 */

/**
 * The DOM event a block's error boundary (`LimiteErro`, in the shell and in every remote) sends
 * up from its fallback when it catches an error: the shell's reporter reads the owner from the
 * nearest section marker. A DOM event, so that it crosses the apps' bundles.
 */
export const EVENTO_ERRO_BLOCO = 'site:erro-bloco';

/**
 * The DOM event a remote section's boundary element sends up once the browser has rendered or
 * hydrated it (its `data-versao-navegador` written): one view of that remote's version, the
 * denominator of its error ratio.
 */
export const EVENTO_SECCAO_VISTA = 'site:seccao-vista';
