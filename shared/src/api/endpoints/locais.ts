import { queryOptions, useQuery } from '@tanstack/react-query';

import { destino, esquemaUmaVez, pedir } from '../cliente';

const resposta = esquemaUmaVez((e) => e.listaResposta(e.esquemaLocal));

/** GET cms `locais`: every place of the association. */
const obterLocais = () =>
  pedir(({ http, obter, esquemas }) => obter(...destino(http, 'locais'), resposta(esquemas)));

const locaisQuery = () => queryOptions({ queryKey: ['cms', 'locais'], queryFn: obterLocais });

export const useLocais = () => useQuery(locaisQuery());
