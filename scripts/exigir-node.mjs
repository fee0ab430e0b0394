// Stops `npm start` and `npm test` early, with a clear message, when they would run on a Node
// older than the one this project declares (`engines.node` in the root package.json). npm puts
// node_modules/.bin first on a script's PATH, so they normally run on the Node 24 that
// `npm install` brought (the `node` package); this guards the cases where it did not: an
// install that skipped scripts, a platform without that package, a hand-run command.
// Plain JavaScript that Node 18 and 20 still parse, so an old Node can print the message.
import { readFileSync } from 'node:fs';

const pacote = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const exigida = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(pacote.engines.node);
if (!exigida) throw new Error(`engines.node must read ">=x.y.z" (found "${pacote.engines.node}")`);

const minima = exigida.slice(1).map(Number);
const actual = process.versions.node.split('.').map(Number);
const diferenca = minima.map((parte, i) => actual[i] - parte).find((d) => d !== 0) ?? 0;
if (diferenca < 0) {
  process.stderr.write(
    `This project runs on Node ${minima.join('.')} or newer; this is Node ${process.versions.node} ` +
      `(${process.execPath}).\n` +
      '`npm install` brings Node 24 as a package (node_modules/.bin/node) and npm scripts use it:\n' +
      'run `npm install` again and check that it ends without errors, or install Node 24.\n',
  );
  process.exit(1);
}
