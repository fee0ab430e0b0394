/**
 * How the CMS records (`registos`) map to the site: each content kind is a group,
 * and a group's types (`gruposTipos/{idGrupo}`) are its categories.
 */
export const GRUPOS = {
  linksUteis: 6,
  normas: 7,
  biblioteca: 8,
  galeria: 9,
  faqs: 10,
  parceiros: 11,
  destaques: 12,
} as const;
export type IdGrupo = (typeof GRUPOS)[keyof typeof GRUPOS];

export type {
  GrupoTipo,
  IconeConteudo,
  IconeRegisto,
  LinkUtil,
  Registo,
} from './esquemas/registos';
