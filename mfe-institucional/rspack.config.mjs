import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteConfig } from '../shared/build/remote.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The surface this remote exposes to the shell (typed in @site/shared/contract remotos.ts). */
const exposes = {
  './Associacao': './src/app/seccao-associacao.tsx',
  './Associados': './src/app/seccao-associados.tsx',
  './Contactos': './src/app/seccao-contactos.tsx',
};

export default (_env, argv) =>
  remoteConfig({ dir, name: 'mfe_institucional', exposes, port: 3002, mode: argv.mode });
