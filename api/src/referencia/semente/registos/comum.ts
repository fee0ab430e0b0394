import { slugify } from '@site/shared/contract';

import type { RegistoSemente } from '../contexto';

/** A record with the defaults most groups share (active, no attachments, slug from the name). */
export function registo(
  dados: Pick<RegistoSemente, 'idRegisto' | 'idGrupo' | 'nome'> & Partial<RegistoSemente>,
): RegistoSemente {
  return {
    idGrupoTipo: null,
    slug: slugify(dados.nome),
    resumo: '',
    texto: '',
    codigo: '',
    data: '',
    url: '',
    imagem: null,
    anexos: [],
    ordem: dados.idRegisto % 100,
    activo: true,
    destaque: false,
    ...dados,
  };
}
