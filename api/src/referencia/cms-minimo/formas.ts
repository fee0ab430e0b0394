import { z } from 'zod';

/*
 * Every object the minimal CMS sends, written once. Each shape lists the fields spec §3 and §7
 * name, plus the least a screen cannot do without (an id, a title or name) where the spec names
 * none. The content is typed from these shapes, and the tests parse every answer with them:
 * they are strict, so a key not listed here fails.
 */

/** Keys a real CMS sends and the site never reads; a few items carry them. */
const extrasDoCms = {
  dataCriacao: z.string().optional(),
  idUtilizadorCriacao: z.number().int().optional(),
};

const id = z.number().int().positive();

/** A date-time as this CMS writes it: no offset, with a `T` or a space ('2026-12-05 09:00:00'). */
export const DATA_SEM_FUSO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}$/;

/** Spec §3 "Section entry", as listed in a page's `seccoesMenu`. */
const seccaoMenuForma = z.strictObject({
  idSeccao: id,
  nome: z.string(),
  activo: z.boolean(),
  menu: z.boolean(),
});

/**
 * The one field beyond the spec this CMS sends, on events and banners: pictures must come as
 * absolute URLs on an origin of their own (as a real CMS's uploads do), and the spec names no
 * picture field, so it takes the name the contract guesses. Sent only when there is a media host.
 */
const imagemUrl = z.url({ protocol: /^https?$/ }).optional();

/**
 * Spec §3 names banners but none of their fields: a banner carries only the minimum, an id and a
 * title, and its picture when there is a media host.
 */
const bannerForma = z.strictObject({ idBanner: id, titulo: z.string(), imagemUrl });

/** Spec §3 "slides (each with banners)": an id and the banners. */
const slideForma = z.strictObject({ idSlide: id, banners: z.array(bannerForma) });

/** Spec §3 "Section entry: idSeccao, nome, textoSeccao, activo, menu, slides". */
export const seccaoForma = z.strictObject({
  idSeccao: id,
  nome: z.string(),
  textoSeccao: z.string(),
  activo: z.boolean(),
  menu: z.boolean(),
  slides: z.array(slideForma),
  ...extrasDoCms,
});

/** Spec §3 "Page (menu entry): idPagina, textoPagina, activo, menu, seccoesMenu, paginasFilhos". */
export const paginaForma = z.strictObject({
  idPagina: id,
  textoPagina: z.string(),
  activo: z.boolean(),
  menu: z.boolean(),
  seccoesMenu: z.array(seccaoMenuForma),
  get paginasFilhos() {
    return z.array(paginaForma);
  },
  // Written out rather than spread: a spread here defeats the recursive type's inference.
  dataCriacao: extrasDoCms.dataCriacao,
  idUtilizadorCriacao: extrasDoCms.idUtilizadorCriacao,
});

/** `paginas/pagina/{id}/{lang}/{flag}`: the page entry with its full sections. */
export const paginaDetalheForma = paginaForma.extend({ seccoes: z.array(seccaoForma) });

/** Spec §3 "Social network: codRedeSocial, url, activo"; the code names the network. */
export const redeSocialForma = z.strictObject({
  codRedeSocial: z.string(),
  url: z.string(),
  activo: z.boolean(),
});

/** Spec §3 "each item has contacto". */
const contactoForma = z.strictObject({ contacto: z.string() });

/** Spec §3 "Location: morada (HTML), contactosAgrupados with telemoveis, telefones, emails". */
export const localForma = z.strictObject({
  idLocal: id,
  nome: z.string(),
  morada: z.string(),
  contactosAgrupados: z.strictObject({
    telemoveis: z.array(contactoForma),
    telefones: z.array(contactoForma),
    emails: z.array(contactoForma),
  }),
  ...extrasDoCms,
});

/**
 * Spec §3 "Event: estado, dataInicio"; plus its id, title and type (the type pages need it), and
 * its picture ({@link imagemUrl}).
 */
export const eventoForma = z.strictObject({
  idEvento: id,
  titulo: z.string(),
  estado: z.string(),
  dataInicio: z.string().regex(DATA_SEM_FUSO),
  idTipoEvento: id,
  imagemUrl,
  ...extrasDoCms,
});

/** Spec §3 "Event type: idTipoEvento, tipoEvento". */
export const tipoEventoForma = z.strictObject({ idTipoEvento: id, tipoEvento: z.string() });

/** Spec §3 "Useful link: nome, url". */
export const linkUtilForma = z.strictObject({ nome: z.string(), url: z.string() });

/**
 * A record (not described by the spec): an id and a name; a FAQ adds its answer (`texto`, HTML),
 * a link (useful link, home highlight) its `url`.
 */
export const registoForma = z.strictObject({
  idRegisto: id,
  nome: z.string(),
  texto: z.string().optional(),
  url: z.string().optional(),
  ...extrasDoCms,
});

/** A group type (not described by the spec): an id and a name. */
export const grupoTipoForma = z.strictObject({ idGrupoTipo: id, nome: z.string() });

/** A team member (not described by the spec): an id and a name. */
export const membroEquipaForma = z.strictObject({ idMembro: id, nome: z.string() });

/** An album's pictures (not described by the spec): this CMS has none, so always empty. */
export const imagensForma = z.array(z.never());

/** The envelope every answer travels in (spec §7). */
export const envelopeForma = <T extends z.ZodType>(objecto: T) =>
  z.strictObject({ objecto, statusCode: z.literal(200) });

export type SeccaoMinima = z.infer<typeof seccaoForma>;
export type PaginaMinima = z.infer<typeof paginaForma>;
export type PaginaDetalheMinima = z.infer<typeof paginaDetalheForma>;
export type RedeSocialMinima = z.infer<typeof redeSocialForma>;
export type LocalMinimo = z.infer<typeof localForma>;
export type EventoMinimo = z.infer<typeof eventoForma>;
export type TipoEventoMinimo = z.infer<typeof tipoEventoForma>;
export type LinkUtilMinimo = z.infer<typeof linkUtilForma>;
export type RegistoMinimo = z.infer<typeof registoForma>;
export type GrupoTipoMinimo = z.infer<typeof grupoTipoForma>;
export type MembroEquipaMinimo = z.infer<typeof membroEquipaForma>;
