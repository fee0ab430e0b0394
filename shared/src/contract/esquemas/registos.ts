import { z } from 'zod';

import { preguicoso } from '../preguicoso';
import { slugify } from '../regras';

import {
  booleano,
  dataOpcional,
  id,
  idOpcional,
  lista,
  numero,
  objectoOpcional,
  textoLivre,
  textoObrigatorio,
  url,
} from './leitura';
import { esquemaAnexo, esquemaImagem } from './paginas';

/** A category inside a group: a kind of standard, a library shelf, a kind of partner. */
export const esquemaGrupoTipo = preguicoso(() =>
  z.object({
    idGrupoTipo: id(),
    idGrupo: idOpcional(),
    nome: textoObrigatorio(),
    descricao: textoLivre(),
    ordem: numero(0),
  }),
);
export type GrupoTipo = z.output<typeof esquemaGrupoTipo>;

/**
 * A CMS record (not described by the spec: an id and a name are all it must have). Which fields
 * are filled depends on its group: standards use `codigo`, `data` and an attachment; library
 * items an attachment; albums `imagem` (cover) and their photos via `ListarImagem`; FAQs `nome`
 * (question) and `texto` (answer); partners `imagem` (logo), `resumo` and `url`; useful links
 * `nome` and `url`.
 */
export const esquemaRegisto = preguicoso(() =>
  z
    .object({
      idRegisto: id(),
      idGrupo: idOpcional(),
      idGrupoTipo: idOpcional(),
      nome: textoObrigatorio(),
      /** A stable slug for deep links (FAQ anchors, album addresses); made from the name if absent. */
      slug: textoLivre(),
      resumo: textoLivre(),
      /** Rich HTML; sanitized before it reaches the DOM. */
      texto: textoLivre(),
      codigo: textoLivre(),
      /** ISO 8601 with offset, or `''`. */
      data: dataOpcional(),
      url: url(),
      imagem: objectoOpcional(esquemaImagem),
      anexos: lista(esquemaAnexo, (anexo) => anexo.idArquivo),
      ordem: numero(0),
      // A record the CMS lists without saying otherwise is published.
      activo: booleano(true),
      destaque: booleano(),
    })
    .transform((registo) => ({
      ...registo,
      slug: slugify(registo.slug) || slugify(registo.nome) || String(registo.idRegisto),
    })),
);
export type Registo = z.output<typeof esquemaRegisto>;

/** A useful link of the footer (spec §3: nome, url), from `registos/Lista/6/{lang}/false`. */
export const esquemaLinkUtil = preguicoso(() =>
  z.object({
    idRegisto: idOpcional(),
    nome: textoObrigatorio(),
    url: url().pipe(z.string().min(1)),
  }),
);
export type LinkUtil = z.output<typeof esquemaLinkUtil>;

/** A record shown as an icon tile (`ListarIcone`), e.g. the home quick links. */
export const esquemaIconeRegisto = preguicoso(() =>
  z.object({
    idRegisto: id(),
    nome: textoObrigatorio(),
    /** An icon name from the site's icon set; `''` draws the default icon. */
    icone: textoLivre(),
    url: url(),
  }),
);
export type IconeRegisto = z.output<typeof esquemaIconeRegisto>;

/** An icon tile with its content (`ListarIconeConteudo`), e.g. a partner with its logo and text. */
export const esquemaIconeConteudo = preguicoso(() =>
  esquemaIconeRegisto.extend({
    resumo: textoLivre(),
    imagem: objectoOpcional(esquemaImagem),
    idGrupoTipo: idOpcional(),
  }),
);
export type IconeConteudo = z.output<typeof esquemaIconeConteudo>;
