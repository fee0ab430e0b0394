import { queryOptions, useQuery } from '@tanstack/react-query';

import { LINGUA } from '../../contract';
import { destino, pedir, type OpcoesLeitura } from '../cliente';

/** GET cms `locais/local/{id}/{lang}`: one place; the footer asks for the head office (2). */
const obterLocal = (idLocal: number) =>
  pedir(({ http, obter, esquemas }) =>
    obter(...destino(http, 'local', { idLocal }), esquemas.esquemaLocal),
  );

const localQuery = (idLocal: number) =>
  queryOptions({ queryKey: ['cms', 'local', idLocal, LINGUA], queryFn: () => obterLocal(idLocal) });

export const useLocal = (idLocal: number, opcoes: OpcoesLeitura = {}) =>
  useQuery({ ...localQuery(idLocal), ...opcoes });
