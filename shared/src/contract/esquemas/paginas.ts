import { z } from 'zod';

import { preguicoso } from '../preguicoso';

import {
  booleano,
  id,
  idOpcional,
  lista,
  numero,
  objectoOpcional,
  textoLivre,
  textoObrigatorio,
  url,
} from './leitura';

/*
 * Pages and sections. The spec names idPagina, textoPagina, activo, menu, seccoesMenu and
 * paginasFilhos for a page, and idSeccao, nome, textoSeccao, activo, menu and slides (with
 * banners) for a section; everything else is ours and defaults when a CMS does not send it.
 */

/** A picture with the size it is served at, so the layout reserves its space. */
export const esquemaImagem = preguicoso(() =>
  z
    .object({
      idImagem: idOpcional(),
      url: url().pipe(z.string().min(1)),
      /** A smaller version for grids and cards; the full picture when the CMS has none. */
      miniaturaUrl: url(),
      largura: numero(1200),
      altura: numero(800),
      miniaturaLargura: numero(0),
      miniaturaAltura: numero(0),
      textoAlternativo: textoLivre(),
      legenda: textoLivre(),
    })
    .transform((imagem) => ({
      ...imagem,
      miniaturaUrl: imagem.miniaturaUrl || imagem.url,
      miniaturaLargura: imagem.miniaturaLargura || imagem.largura,
      miniaturaAltura: imagem.miniaturaAltura || imagem.altura,
    })),
);
export type Imagem = z.output<typeof esquemaImagem>;

/** A banner inside a slide: one picture with its caption and optional call to action. */
const esquemaBanner = preguicoso(() =>
  z.object({
    idBanner: idOpcional(),
    titulo: textoLivre(),
    subtitulo: textoLivre(),
    imagemUrl: url().pipe(z.string().min(1)),
    largura: numero(1600),
    altura: numero(600),
    textoAlternativo: textoLivre(),
    ligacao: url(),
    textoLigacao: textoLivre(),
  }),
);
export type Banner = z.output<typeof esquemaBanner>;

/** A slide of a section; the home carousel is built from the slides of page 1. */
const esquemaSlide = preguicoso(() =>
  z.object({
    idSlide: idOpcional(),
    titulo: textoLivre(),
    // The spec gives slides no `activo`: one that does not say is shown.
    activo: booleano(true),
    ordem: numero(0),
    banners: lista(esquemaBanner),
  }),
);
export type Slide = z.output<typeof esquemaSlide>;

/** A file attached to a section or a record, downloaded through `arquivos/{idArquivo}`. */
export const esquemaAnexo = preguicoso(() =>
  z
    .object({
      idArquivo: id(),
      nome: textoLivre(),
      tipoMime: textoLivre(),
      /** Size in bytes; 0 when unknown. */
      tamanho: numero(0),
    })
    .transform((anexo) => ({ ...anexo, nome: anexo.nome || `Documento ${anexo.idArquivo}` })),
);
export type Anexo = z.output<typeof esquemaAnexo>;

/** A section as listed in a page's menu entry. */
const esquemaSeccaoMenu = preguicoso(() =>
  z.object({
    idSeccao: id(),
    nome: textoObrigatorio(),
    activo: booleano(),
    menu: booleano(),
    ordem: numero(0),
  }),
);
export type SeccaoMenu = z.output<typeof esquemaSeccaoMenu>;

/** A full section of a page: rich HTML text, slides and attachments. */
export const esquemaSeccao = preguicoso(() =>
  esquemaSeccaoMenu.extend({
    idPagina: idOpcional(),
    /** Sanitized before it reaches the DOM. */
    textoSeccao: textoLivre(),
    /** A short plain-text lead shown above the text. */
    resumo: textoLivre(),
    imagem: objectoOpcional(esquemaImagem),
    slides: lista(esquemaSlide),
    anexos: lista(esquemaAnexo, (anexo) => anexo.idArquivo),
  }),
);
export type Seccao = z.output<typeof esquemaSeccao>;

/** A page of the CMS; the navbar is built from the list of pages. */
export interface Pagina {
  idPagina: number;
  textoPagina: string;
  activo: boolean;
  menu: boolean;
  ordem: number;
  /** A plain-text description, used for the page's meta description. */
  descricao: string;
  seccoesMenu: SeccaoMenu[];
  paginasFilhos: Pagina[];
}

/** The fields every page has (a function: each schema built when a page schema is). */
const camposPagina = () => ({
  idPagina: id(),
  textoPagina: textoObrigatorio(),
  activo: booleano(),
  menu: booleano(),
  ordem: numero(0),
  descricao: textoLivre(),
  seccoesMenu: lista(esquemaSeccaoMenu, (seccao) => seccao.idSeccao),
});

export const esquemaPagina: z.ZodType<Pagina, unknown> = preguicoso(() =>
  z.object({
    ...camposPagina(),
    get paginasFilhos() {
      return lista(esquemaPagina, (pagina) => pagina.idPagina);
    },
  }),
);

/** A page with its full sections, from `paginas/pagina/{id}/{lang}/true`. */
export const esquemaPaginaDetalhe = preguicoso(() =>
  z.object({
    ...camposPagina(),
    paginasFilhos: lista(esquemaPagina, (pagina) => pagina.idPagina),
    seccoes: lista(esquemaSeccao, (seccao) => seccao.idSeccao),
  }),
);
export type PaginaDetalhe = z.output<typeof esquemaPaginaDetalhe>;
