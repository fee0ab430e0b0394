/*
 * The addresses of the site's privacy and accessibility pages, and the contact form's subjects a
 * link can choose. Constants only: the route table (`rotas.ts`) reads them before federation starts.
 */

/** The privacy notice's segment: the notice at `/privacidade`, leaving the newsletter below it. */
export const SEGMENTO_PRIVACIDADE = 'privacidade';
/** The accessibility statement's segment. */
export const SEGMENTO_ACESSIBILIDADE = 'acessibilidade';

/** The privacy notice (Lei n.º 22/11): who keeps what, why, for how long, and the visitor's rights. */
export const CAMINHO_PRIVACIDADE = `/${SEGMENTO_PRIVACIDADE}`;
/** Where a subscriber leaves the newsletter, below the notice's segment. */
export const SUBROTA_SAIR_NEWSLETTER = '/newsletter';
export const CAMINHO_SAIR_NEWSLETTER = `${CAMINHO_PRIVACIDADE}${SUBROTA_SAIR_NEWSLETTER}`;
/** The accessibility statement. */
export const CAMINHO_ACESSIBILIDADE = `/${SEGMENTO_ACESSIBILIDADE}`;

/** The subjects a link may choose for the contact form (`?assunto=<key>`), by key. */
export const ASSUNTOS_CONTACTO = {
  'proteccao-dados': 'Protecção de dados',
  acessibilidade: 'Acessibilidade',
} as const;
export type ChaveAssuntoContacto = keyof typeof ASSUNTOS_CONTACTO;

/** The query parameter that chooses the contact form's subject. */
export const PARAMETRO_ASSUNTO = 'assunto';
/** The element around the contact form, the fragment a link scrolls to. */
export const ID_FORMULARIO_CONTACTO = 'contacto-formulario';

/** The contact form with `chave`'s subject already written: `/contactos?assunto=acessibilidade#…`. */
export const caminhoContactoSobre = (chave: ChaveAssuntoContacto) =>
  `/contactos?${PARAMETRO_ASSUNTO}=${chave}#${ID_FORMULARIO_CONTACTO}`;

/** The subject an address's query chooses (`?assunto=acessibilidade` → "Acessibilidade"); unknown: none. */
export function assuntoDoEndereco(pesquisa: URLSearchParams): string | undefined {
  const chave = pesquisa.get(PARAMETRO_ASSUNTO) ?? '';
  return Object.hasOwn(ASSUNTOS_CONTACTO, chave)
    ? ASSUNTOS_CONTACTO[chave as ChaveAssuntoContacto]
    : undefined;
}

/**
 * How long the reference backend keeps what each form sends, by default (its RETENCAO_*
 * variables start from these), and what the default privacy notice states. Another CMS keeps data
 * by its own rules: the association states them in its own privacy page, which then replaces the
 * default text.
 */
export const PRAZOS_RETENCAO_PADRAO = {
  mensagensDias: 365,
  candidaturasDias: 365,
  inscricoesDiasAposEvento: 30,
} as const;
