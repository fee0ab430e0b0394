/*
 * Facts of the seed (api/src/seed/): what its screens show. Only the tests that run on the seed
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
