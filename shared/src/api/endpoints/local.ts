import { queryOptions, useQuery } from '@tanstack/react-query';

import { esquemaLocal, LINGUA } from '../../contract';
import { http, obter } from '../http';

/** GET cms `locais/local/{id}/{lang}`: one place; the footer asks for the head office (2). */
const obterLocal = (idLocal: number) =>
  obter(http.cms, `locais/local/${idLocal}/${LINGUA}`, esquemaLocal);

const localQuery = (idLocal: number) =>
  queryOptions({ queryKey: ['cms', 'local', idLocal, LINGUA], queryFn: () => obterLocal(idLocal) });

export const useLocal = (idLocal: number, opcoes: { enabled?: boolean } = {}) =>
  useQuery({ ...localQuery(idLocal), ...opcoes });
