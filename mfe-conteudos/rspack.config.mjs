import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteConfig } from '../shared/build/remote.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The surface this remote exposes to the shell (typed in @site/shared/contract remotos.ts). */
const exposes = {
  './Normalizacao': './src/app/seccao-normalizacao.tsx',
  './Biblioteca': './src/app/seccao-biblioteca.tsx',
  './Galeria': './src/app/seccao-galeria.tsx',
  './Faqs': './src/app/seccao-faqs.tsx',
  './Parcerias': './src/app/seccao-parcerias.tsx',
  './PaginaCms': './src/app/seccao-pagina-cms.tsx',
  './FaixaParceiros': './src/features/parcerias/faixa-parceiros.tsx',
};

export default (_env, argv) =>
  remoteConfig({ dir, name: 'mfe_conteudos', exposes, port: 3003, mode: argv.mode });
