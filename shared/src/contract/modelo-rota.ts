import { CAMINHO_PESQUISA } from './descoberta';
import { REDIRECCIONAMENTOS, SECCOES, segmentoDe } from './rotas';

/*
 * Route templates, for labels: a module apart from ./rotas, so that only the code that labels
 * (the renderer's metrics, the visitors' reporter, loaded after the page) carries it, and not
 * every page's first load.
 */

/** The route label of any address no route takes: one value, so that labels stay bounded. */
export const ROTA_OUTRA = 'other';

/**
 * The route template of an address, as the metrics and the visitors' reports label it: the route
 * the shell mounts it on (`/`, `/pesquisa`, `/contactos`, `/eventos/*`, `/aaq`), or `other` for
 * any address no route takes, so that a crawler's made-up addresses make one label, not one each.
 */
export function modeloDaRota(caminho: string, slugAssociacao: string): string {
  const percurso = caminho.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, '$1');
  if (percurso === '/' || percurso === CAMINHO_PESQUISA) return percurso;
  const [, primeiro = '', ...resto] = percurso.split('/');
  const seccao = SECCOES.find((s) => segmentoDe(s, slugAssociacao) === primeiro);
  if (seccao?.subrotas) return `/${primeiro}/*`;
  if (resto.length === 0 && (seccao || Object.hasOwn(REDIRECCIONAMENTOS, primeiro)))
    return `/${primeiro}`;
  return ROTA_OUTRA;
}
