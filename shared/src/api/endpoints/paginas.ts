import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) =>
  e.listaResposta(e.esquemaPagina, (pagina) => pagina.idPagina),
);

/** GET cms `paginas/{lang}`: every page, the navbar's source. */
const obterPaginas = () =>
  pedir(({ http, obter, esquemas }) => obter(...destino(http, 'paginas'), resposta(esquemas)));

export const paginasQuery = () =>
  queryOptions({ queryKey: ['cms', 'paginas', LINGUA], queryFn: obterPaginas });

/**
 * `seFalhar: 'mostrar'` keeps a failed list in the component (which shows what it can without it)
 * instead of handing it to the nearest boundary: the navbar's built-in menu, say.
 */
export const usePaginas = (opcoes: { seFalhar?: 'mostrar' } = {}) =>
  useQuery({
    ...paginasQuery(),
    ...(opcoes.seFalhar === 'mostrar' ? { throwOnError: false } : {}),
  });
