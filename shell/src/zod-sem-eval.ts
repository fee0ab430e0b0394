// zod probes `new Function` when its first object schema parses, to pick a faster parser; under the
// site's CSP (no unsafe-eval) the probe is reported as a violation (a Lighthouse Best Practices
// failure). The plain parser is enough here. Imported first by the entry (index.ts), so it runs
// before the contract's schemas are built.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy of zod on
// the page (the one the remotes share and any other), and `config()` only writes there. Writing it
// directly keeps zod itself out of the entry chunk, which every page loads before anything else.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
