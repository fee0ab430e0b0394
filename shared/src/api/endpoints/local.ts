import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { pedir } from '../cliente';

/** GET cms `locais/local/{id}/{lang}`: one place; the footer asks for the head office (2). */
const obterLocal = (idLocal: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(http.cms, `locais/local/${idLocal}/${LINGUA}`, esquemas.esquemaLocal),
  );

export const localQuery = (idLocal: number) =>
  queryOptions({ queryKey: ['cms', 'local', idLocal, LINGUA], queryFn: () => obterLocal(idLocal) });

export const useLocal = (idLocal: number, opcoes: { enabled?: boolean } = {}) =>
  useQuery({ ...localQuery(idLocal), ...opcoes });
