import type { LocalMinimo, MembroEquipaMinimo, RedeSocialMinima } from './formas';
import { urlUpload } from './uploads';

/** Out of the spec's order; one code the site does not know (YT) and one inactive network. */
export const REDES_SOCIAIS_MINIMAS: readonly RedeSocialMinima[] = [
  { codRedeSocial: 'FB', url: 'https://www.facebook.com/qualidade.angola', activo: true },
  { codRedeSocial: 'YT', url: 'https://www.youtube.com/@qualidadeangola', activo: true },
  { codRedeSocial: 'IN', url: 'https://www.instagram.com/qualidade.angola', activo: true },
  { codRedeSocial: 'TW', url: 'https://twitter.com/qualidade_angola', activo: false },
  { codRedeSocial: 'LI', url: 'https://www.linkedin.com/company/qualidade-angola', activo: true },
];

/**
 * Two places; the head office is location 2 (spec §9). No Skype list: the spec names none. With a
 * media host (`origemMidia`), the head office's address shows its building, without `alt`.
 */
export const criarLocaisMinimos = (origemMidia?: string): LocalMinimo[] => [
  {
    idLocal: 5,
    nome: 'Delegação do Lubango',
    morada: 'Avenida Hoji-ya-Henda, n.º 30<br>Lubango, Huíla',
    contactosAgrupados: {
      telemoveis: [{ contacto: '+244 925 100 200' }],
      telefones: [],
      emails: [{ contacto: 'lubango@qualidade-angola.ao' }],
    },
  },
  {
    idLocal: 2,
    nome: 'Sede nacional',
    morada: `Largo do Kinaxixi, n.º 7, 2.º andar<br>Luanda${
      origemMidia ? `<br><img src="${urlUpload(origemMidia, 'sede')}">` : ''
    }`,
    contactosAgrupados: {
      telemoveis: [{ contacto: '+244 931 222 333' }, { contacto: '+244 944 555 666' }],
      telefones: [{ contacto: '+244 226 430 100' }],
      emails: [
        { contacto: 'secretaria@qualidade-angola.ao' },
        { contacto: 'eventos@qualidade-angola.ao' },
      ],
    },
    dataCriacao: '2018-06-01T12:00:00',
    idUtilizadorCriacao: 3,
  },
];

/** The team: only names (the spec describes no team member). */
export const EQUIPA_MINIMA: readonly MembroEquipaMinimo[] = [
  { idMembro: 31, nome: 'Teresa Mbala' },
  { idMembro: 32, nome: 'Joaquim Sebastião' },
  { idMembro: 33, nome: 'Luzia Kiala' },
];
