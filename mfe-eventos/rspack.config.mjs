import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteConfig } from '../shared/build/remote.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The surface this remote exposes to the shell (typed in @site/shared/contract remotos.ts). */
const exposes = {
  './Eventos': './src/app/seccao-eventos.tsx',
  './ProximosEventos': './src/features/proximos-eventos/proximos-eventos.tsx',
};

export default (_env, argv) =>
  remoteConfig({ dir, name: 'mfe_eventos', exposes, port: 3001, mode: argv.mode });
