// What each variant answers for a page address, checked before it is measured: a server-rendered
// variant must send the page's content in its HTML (a heading, the state the browser hydrates
// with, the renderer's X-Cache header), the client-only one must not. A renderer that failed to
// load falls back to the browser-rendered page, and would otherwise be measured as the wrong build.

/** Why a document is not what its variant should answer, or null when it is. */
export function problemaDoDocumento({ estado, xCache, html }, ssr) {
  if (estado !== 200) return `HTTP ${estado}`;
  const renderizado = {
    '<h1>': /<h1[\s>]/.test(html),
    'dados-hidratacao script': /<script[^>]*id="dados-hidratacao"/.test(html),
    'X-Cache header': Boolean(xCache),
  };
  const diferentes = Object.entries(renderizado)
    .filter(([, tem]) => tem !== ssr)
    .map(([o]) => o);
  if (!diferentes.length) return null;
  return ssr
    ? `not server-rendered: no ${diferentes.join(', ')}`
    : `server-rendered although SSR=off: has ${diferentes.join(', ')}`;
}

/**
 * Asks for `url` as a browser would and checks it against its variant (this also has the page
 * rendered and cached before it is measured).
 */
export async function verificarDocumento(url, ssr) {
  const resposta = await fetch(url, { headers: { Accept: 'text/html' } });
  const problema = problemaDoDocumento(
    {
      estado: resposta.status,
      xCache: resposta.headers.get('x-cache'),
      html: await resposta.text(),
    },
    ssr,
  );
  if (problema) throw new Error(`${url}: ${problema}`);
}
