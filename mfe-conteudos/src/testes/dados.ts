import {
  type GrupoTipo,
  type Imagem,
  type PaginaDetalhe,
  type Registo,
} from '@site/shared/contract';
import { esquemaGrupoTipo, esquemaImagem, esquemaRegisto } from '@site/shared/contract/esquemas';
import { paginaDetalhe } from '@site/shared/testes';

/** A record read the way the site reads the CMS (defaults included), for tests. */
export function registo(
  dados: Pick<Registo, 'idRegisto' | 'idGrupo' | 'nome'> & Partial<Record<keyof Registo, unknown>>,
): Registo {
  return esquemaRegisto.parse({
    idGrupoTipo: null,
    slug: `registo-${dados.idRegisto}`,
    resumo: '',
    texto: '',
    anexos: [],
    ordem: dados.idRegisto,
    activo: true,
    destaque: false,
    ...dados,
  });
}

export function grupoTipo(
  idGrupoTipo: number,
  idGrupo: number,
  nome: string,
  ordem: number,
): GrupoTipo {
  return esquemaGrupoTipo.parse({ idGrupoTipo, idGrupo, nome, ordem });
}

export function imagem(idImagem: number, legenda: string): Imagem & { idImagem: number } {
  const lida = esquemaImagem.parse({
    idImagem,
    url: `/cms/api/v1/media/foto-${idImagem}-1200x800.svg`,
    miniaturaUrl: `/cms/api/v1/media/foto-${idImagem}-400x267.svg`,
    largura: 1200,
    altura: 800,
    miniaturaLargura: 400,
    miniaturaAltura: 267,
    textoAlternativo: `${legenda} (fotografia)`,
    legenda,
  });
  return { ...lida, idImagem };
}

/** A CMS page without sections: what the section intros read. */
export function paginaVazia(idPagina: number, textoPagina = 'Página'): PaginaDetalhe {
  return paginaDetalhe(idPagina, textoPagina);
}
