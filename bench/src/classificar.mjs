// Which kind of request a network record is, by CDP resource type and path.

/** A content-hashed file name (main.3f2a9c1e0b.js): the ones served `immutable`. */
const NOME_COM_HASH = /\.[0-9a-f]{8,}\./;

export function classificarPedido({ url, tipo }) {
  const caminho = new URL(url).pathname;
  if (tipo === 'Document') return 'documento';
  if (caminho === '/config/site.json') return 'config';
  if (caminho.endsWith('/mf-manifest.json')) return 'manifesto';
  if (tipo === 'Script' || caminho.endsWith('.js')) return 'js';
  if (tipo === 'Stylesheet' || caminho.endsWith('.css')) return 'css';
  if (tipo === 'Image') return 'imagem';
  if (tipo === 'Font') return 'fonte';
  if (/^\/(cms|eve|apl)\//.test(caminho)) return 'api';
  return 'outro';
}

/** Whether the file is one that should never be fetched again while its name is unchanged. */
export const temHash = (url) => NOME_COM_HASH.test(new URL(url).pathname.split('/').pop() ?? '');
