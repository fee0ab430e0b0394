/**
 * The tag of the tests that run against both CMSs (the seed and the spec-minimal one): their
 * expectations come from what the CMS answers (see `oraculo.ts`). Untagged tests run on the seed.
 */
export const TAG_AMBOS_CMS = '@ambos-cms';

/** Options of a test that runs against both CMSs: `test('...', AMBOS_CMS, async () => ...)`. */
export const AMBOS_CMS = { tag: TAG_AMBOS_CMS };
