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

/** Network codes of spec §3: LinkedIn, Twitter, Facebook, Instagram. */
const CODIGOS_REDES_SOCIAIS = ['LI', 'TW', 'FB', 'IN'] as const;
export type CodRedeSocial = (typeof CODIGOS_REDES_SOCIAIS)[number];

/** A social network (spec §3: codRedeSocial, url, activo); an unknown code is dropped. */
export const esquemaRedeSocial = preguicoso(() =>
  z.object({
    idRedeSocial: idOpcional(),
    codRedeSocial: z.preprocess(
      (valor) => (typeof valor === 'string' ? valor.trim().toUpperCase() : valor),
      z.enum(CODIGOS_REDES_SOCIAIS),
    ),
    nome: textoLivre(),
    url: url().pipe(z.string().min(1)),
    activo: booleano(),
  }),
);
export type RedeSocial = z.output<typeof esquemaRedeSocial>;

/** One phone number or address (spec §3: each item has `contacto`). */
const esquemaContacto = preguicoso(() =>
  z.object({
    idContacto: idOpcional(),
    contacto: textoObrigatorio(),
    /** What the contact is for, e.g. "Secretaria"; `''` when the CMS does not say. */
    descricao: textoLivre(),
  }),
);
export type Contacto = z.output<typeof esquemaContacto>;

/** Spec §3 groups: mobiles, landlines and e-mails; `skype` is ours and usually empty. */
const esquemaContactosAgrupados = preguicoso(() =>
  z.object({
    telemoveis: lista(esquemaContacto),
    telefones: lista(esquemaContacto),
    emails: lista(esquemaContacto),
    skype: lista(esquemaContacto),
  }),
);
export type ContactosAgrupados = z.output<typeof esquemaContactosAgrupados>;

const SEM_CONTACTOS: ContactosAgrupados = { telemoveis: [], telefones: [], emails: [], skype: [] };

/** A place of the association (spec §3: morada, contactosAgrupados); the head office is 2. */
export const esquemaLocal = preguicoso(() =>
  z
    .object({
      idLocal: idOpcional(),
      nome: textoLivre(),
      /** Pre-formatted HTML; sanitized before it reaches the DOM. */
      morada: textoLivre(),
      /** The address on one line, for map links; `''` when the CMS has none. */
      moradaTexto: textoLivre(),
      /** Opening hours, one line per period, when the CMS has them. */
      horario: lista(textoObrigatorio()),
      sede: booleano(),
      // The spec gives places no `activo`: one that does not say is shown.
      activo: booleano(true),
      contactosAgrupados: objectoOpcional(esquemaContactosAgrupados),
    })
    .transform((local) => ({
      ...local,
      contactosAgrupados: local.contactosAgrupados ?? SEM_CONTACTOS,
    })),
);
export type Local = z.output<typeof esquemaLocal>;

/** A governing body (órgão social). */
const esquemaOrgaoSocial = preguicoso(() =>
  z.object({
    idOrgao: id(),
    nome: textoObrigatorio(),
    ordem: numero(0),
  }),
);
export type OrgaoSocial = z.output<typeof esquemaOrgaoSocial>;

/** A member of a governing body, from `equipas/{lang}` (not described by the spec). */
export const esquemaMembroEquipa = preguicoso(() =>
  z.object({
    idMembro: id(),
    nome: textoObrigatorio(),
    cargo: textoLivre(),
    /** The body the member sits on; `null` when the CMS does not say. */
    orgao: objectoOpcional(esquemaOrgaoSocial),
    /** Order inside the body (president first). */
    ordem: numero(0),
    fotografiaUrl: url(),
    // A member the CMS lists without saying otherwise is a current one.
    activo: booleano(true),
  }),
);
export type MembroEquipa = z.output<typeof esquemaMembroEquipa>;
