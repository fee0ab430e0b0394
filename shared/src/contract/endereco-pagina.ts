import { CAMINHO_PESQUISA, PARAMETRO_PESQUISA } from './descoberta';
import { PARAMETRO_PAGINA_PESQUISA, PARAMETRO_TIPO_PESQUISA } from './pesquisa';
import { PARAMETRO_ASSUNTO } from './privacidade';

/** The membership form's category, chosen by a link (`/associados/inscricao?categoria=estudante`). */
export const PARAMETRO_CATEGORIA = 'categoria';

/**
 * The query parameters each page reads, by path: every other parameter (`utm_*`, `fbclid`,
 * `gclid`, made-up ones) changes nothing on the page. A page that starts reading a parameter must
 * be listed here, or the server renders it without it.
 */
export const PARAMETROS_LIDOS: Readonly<Record<string, readonly string[]>> = {
  [CAMINHO_PESQUISA]: [PARAMETRO_PESQUISA, PARAMETRO_TIPO_PESQUISA, PARAMETRO_PAGINA_PESQUISA],
  '/contactos': [PARAMETRO_ASSUNTO],
  '/associados/inscricao': [PARAMETRO_CATEGORIA],
};

/**
 * The address of the page `caminho` (path and query) shows: its path and only the parameters it
 * reads, in a fixed order, without the fragment. Addresses that differ only in tracking tags
 * give the same page, so the renderer renders and keeps it once.
 */
export function enderecoDaPagina(caminho: string): string {
  // Split by hand: `new URL` would read a path starting with `//` as another host.
  const semFragmento = caminho.split('#', 1)[0] ?? '';
  const inicioPesquisa = semFragmento.indexOf('?');
  const percurso = inicioPesquisa === -1 ? semFragmento : semFragmento.slice(0, inicioPesquisa);
  const pedidos = new URLSearchParams(
    inicioPesquisa === -1 ? '' : semFragmento.slice(inicioPesquisa),
  );
  const mantidos = new URLSearchParams();
  for (const nome of PARAMETROS_LIDOS[percurso.replace(/(.)\/+$/, '$1')] ?? []) {
    const valor = pedidos.get(nome);
    if (valor !== null) mantidos.set(nome, valor);
  }
  const pesquisa = mantidos.toString();
  return `${percurso}${pesquisa ? `?${pesquisa}` : ''}`;
}
