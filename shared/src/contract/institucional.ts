/** Network codes of spec §3: LinkedIn, Twitter, Facebook, Instagram. */
export const CODIGOS_REDES_SOCIAIS = ['LI', 'TW', 'FB', 'IN'] as const;
export type CodRedeSocial = (typeof CODIGOS_REDES_SOCIAIS)[number];

export interface RedeSocial {
  idRedeSocial: number;
  codRedeSocial: CodRedeSocial;
  nome: string;
  url: string;
  activo: boolean;
}

export interface Contacto {
  idContacto: number;
  contacto: string;
  /** What the contact is for, e.g. "Secretaria". */
  descricao?: string;
}

export interface ContactosAgrupados {
  telemoveis: Contacto[];
  telefones: Contacto[];
  emails: Contacto[];
  skype: Contacto[];
}

/** A place of the association: the head office is location 2. */
export interface Local {
  idLocal: number;
  nome: string;
  /** Pre-formatted HTML; sanitized before it reaches the DOM. */
  morada: string;
  /** The address on one line, for map links. */
  moradaTexto: string;
  /** Opening hours, one line per period, when the CMS has them. */
  horario: string[];
  sede: boolean;
  activo: boolean;
  contactosAgrupados: ContactosAgrupados;
}

/** A governing body (órgão social). */
export interface OrgaoSocial {
  idOrgao: number;
  nome: string;
  ordem: number;
}

/** A member of a governing body, from `equipas/{lang}`. */
export interface MembroEquipa {
  idMembro: number;
  nome: string;
  cargo: string;
  orgao: OrgaoSocial;
  /** Order inside the body (president first). */
  ordem: number;
  fotografiaUrl: string;
  activo: boolean;
}
