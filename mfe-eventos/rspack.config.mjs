import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteConfig } from '../shared/build/remote.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  remoteConfig({ dir, name: 'mfe_eventos', port: 3001, mode: argv.mode });
