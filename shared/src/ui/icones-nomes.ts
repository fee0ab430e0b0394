// The names of the icons in the sprite icones.svg (Bootstrap Icons path data, MIT licence).
// Only the names live in JavaScript; the drawings are one cached file (see icone.tsx).

/** The site's own icons: each is a <symbol> of the same id in icones.svg. */
export const NOMES_ICONES = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'calendario',
  'relogio',
  'local',
  'descarregar',
  'telefone',
  'whatsapp',
  'email',
  'skype',
  'pesquisa',
  'seta',
  'partilhar',
  'documento',
  'pdf',
  'imagem',
  'pessoas',
  'premio',
  'livro',
  'escudo',
  'lampada',
  'mapa',
  'fechar',
  'anterior',
  'seguinte',
  'ligacao',
  'verificado',
  'aviso',
  'globo',
  'grafico',
  'engrenagem',
  'aperto',
  'edificio',
] as const;

export type NomeIcone = (typeof NOMES_ICONES)[number];

/**
 * Icons the CMS may name on its records (Bootstrap Icons names), each with the id of its symbol
 * in icones.svg: one of the site's own where the drawing is the same, otherwise `bi-<name>`.
 */
export const ICONES_CMS: Readonly<Record<string, string>> = {
  'calendar-event': 'calendario',
  'person-plus': 'bi-person-plus',
  'patch-check': 'bi-patch-check',
  book: 'livro',
  images: 'imagem',
  'question-circle': 'bi-question-circle',
  people: 'pessoas',
  award: 'premio',
  'shield-check': 'escudo',
  lightbulb: 'lampada',
  mortarboard: 'bi-mortarboard',
  'clipboard-check': 'bi-clipboard-check',
  globe2: 'globo',
  'graph-up': 'grafico',
  building: 'edificio',
  'journal-text': 'bi-journal-text',
  'file-earmark-text': 'documento',
  megaphone: 'bi-megaphone',
  briefcase: 'bi-briefcase',
};
