// Where things are, from this file's place in the repository.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RAIZ = path.dirname(BENCH);
export const SHELL = path.join(RAIZ, 'shell');
export const REMOTOS = ['eventos', 'institucional', 'conteudos'];
