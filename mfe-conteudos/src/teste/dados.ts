import type { GrupoTipo, Imagem, PaginaDetalhe, Registo } from '@site/shared/contract';

/** A record with the defaults of the CMS, for tests. */
export function registo(
  dados: Pick<Registo, 'idRegisto' | 'idGrupo' | 'nome'> & Partial<Registo>,
): Registo {
  return {
    idGrupoTipo: null,
    slug: `registo-${dados.idRegisto}`,
    resumo: '',
    texto: '',
    anexos: [],
    ordem: dados.idRegisto,
    activo: true,
    destaque: false,
    ...dados,
  };
}

export function grupoTipo(
  idGrupoTipo: number,
  idGrupo: number,
  nome: string,
  ordem: number,
): GrupoTipo {
  return { idGrupoTipo, idGrupo, nome, ordem };
}

export function imagem(idImagem: number, legenda: string): Imagem {
  return {
    idImagem,
    url: `/media/foto-${idImagem}-1200x800.svg`,
    miniaturaUrl: `/media/foto-${idImagem}-400x267.svg`,
    largura: 1200,
    altura: 800,
    miniaturaLargura: 400,
    miniaturaAltura: 267,
    textoAlternativo: `${legenda} (fotografia)`,
    legenda,
  };
}

/** A CMS page without sections: what the section intros read. */
export function paginaVazia(idPagina: number, textoPagina = 'Página'): PaginaDetalhe {
  return {
    idPagina,
    textoPagina,
    activo: true,
    menu: true,
    ordem: 1,
    seccoesMenu: [],
    paginasFilhos: [],
    seccoes: [],
  };
}
