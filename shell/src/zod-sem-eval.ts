// zod probes `new Function` when its first object schema is built, to pick a faster parser;
// under the site's CSP (no unsafe-eval) the probe is reported as a violation (a Lighthouse Best
// Practices failure). The plain parser is enough here. Imported first by the entry (index.ts), so it runs
// before the contract's schemas are built.
import { config } from 'zod';

config({ jitless: true });
