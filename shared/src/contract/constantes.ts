/** The spec's fixed values (§2, §9): language, fixed ids, the backends' base paths. */
export const LINGUA = 'pt';
/** Locale for dates and times shown to visitors. */
export const LOCALE = 'pt-AO';
export const FUSO_HORARIO = 'Africa/Luanda';

export const ID_LOCAL_SEDE = 2;
export const ID_GRUPO_LINKS_UTEIS = 6;
export const ID_CLASSIFICACAO_PADRAO = 1;

/** Page ids with a fixed meaning in the navbar and footer (spec §2). */
export const PAGINAS = {
  inicio: 1,
  associacao: 4,
  eventos: 6,
  normalizacao: 7,
  parcerias: 8,
  biblioteca: 9,
  galeria: 10,
  faqs: 11,
  contactos: 12,
  associados: 13,
} as const;

/** Pages linked in the footer's 'Menu' column, after home (spec §2). */
export const PAGINAS_RODAPE = [2, 4, 6, 7, 8, 9, 10, 11, 12] as const;

/** Anchors of the association sections 1-5, in order. */
export const ANCORAS_SECCOES: Readonly<Record<number, string>> = Object.freeze({
  1: 'historia',
  2: 'missao-visao-valores',
  3: 'estatutos',
  4: 'orgaos-sociais',
  5: 'mensagem-presidente',
});

/** Base paths of the three backends. */
export const BASES_API = {
  cms: '/cms/api/v1/',
  eve: '/eve/api/v1/',
  apl: '/apl/api/v1/',
} as const;
