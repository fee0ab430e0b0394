/**
 * The tag of the tests that run against both CMSs (the seed and the spec-minimal one): their
 * expectations come from what the CMS answers (see `oraculo.ts`). Untagged tests run on the seed.
 */
export const TAG_AMBOS_CMS = '@ambos-cms';

/** Options of a test that runs against both CMSs: `test('...', AMBOS_CMS, async () => ...)`. */
export const AMBOS_CMS = { tag: TAG_AMBOS_CMS };

/**
 * The tag of the tests of what the browser does with the APIs' answers it receives itself (a
 * fault injected in the browser, a held answer): they run against the site with SSR=off, where the
 * browser asks for every answer. With server rendering the first page's data comes from the server.
 */
export const TAG_NAVEGADOR = '@navegador';

/** Options of a describe block or test of the browser's own requests. */
export const SO_NAVEGADOR = { tag: TAG_NAVEGADOR };

/**
 * The tag of the tests that also run against the spec-minimal CMS answering a page's detail in
 * another shape (`CMS_CONTEUDO=minimo-outra-forma`, project `outra-forma`): what the site must do
 * on a CMS whose answers to a call the spec leaves open it cannot read.
 */
export const TAG_OUTRA_FORMA = '@outra-forma';

/** Options of a test that runs against the seed, the minimal CMS and its other-shape variant. */
export const QUALQUER_CMS = { tag: [TAG_AMBOS_CMS, TAG_OUTRA_FORMA] };
