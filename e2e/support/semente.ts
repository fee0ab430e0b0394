/*
 * Facts of the seed (api/src/referencia/semente/): what its screens show. Only the tests that run on the seed
 * alone use them; the rules tests of both CMSs compute theirs from the CMS's answers.
 */

/** The 13 visible events: 6 upcoming and 7 past, each list newest first. */
export const AGENDADOS = [
  'Curso de Gestão da Energia',
  'Webinar: Satisfação do Cliente e Reclamações',
  'Seminário: Normalização e Comércio na SADC',
  'Conferência Nacional da Qualidade',
  'Formação em Segurança e Saúde no Trabalho',
  'Workshop de Gestão Ambiental',
];
export const REALIZADOS = [
  'Formação de Auditores Internos',
  'Webinar: Gestão do Risco com a NA ISO 31000',
  'Assembleia Geral Ordinária',
  'Seminário sobre Segurança Alimentar',
  'Workshop de Ferramentas da Qualidade',
  'Introdução à NA ISO 9001:2015',
  'Conferência Nacional da Qualidade',
];
export const EVENTO_FORMACAO = 'Formação em Segurança e Saúde no Trabalho';

/** The association's slug in the seed's configuration: its page is `/aaq`. */
export const SLUG_SEMENTE = 'aaq';

/** The seed's pages 7-12 (fixed routes), in order: in the navbar and in the footer's menu. */
const PAGINAS_FIXAS = ['Normalização', 'Parcerias', 'Biblioteca', 'Galeria', 'FAQs', 'Contactos'];

/** The navbar's eleven top-level entries on the seed. */
export const MENU_SEMENTE = [
  'Início',
  'A Associação',
  'Associados',
  'Eventos',
  'Formação',
  ...PAGINAS_FIXAS,
];

/** The footer's 'Menu' column on the seed. */
export const MENU_RODAPE_SEMENTE = [
  'Início',
  'Notícias',
  'A Associação',
  'Eventos',
  ...PAGINAS_FIXAS,
];
