import type { Local, RedeSocial } from '@site/shared/contract';

import type { ContextoSeed } from './contexto';

/** The social networks of the footer; one old page is inactive. */
export function criarRedesSociais({ associacao: a }: ContextoSeed): RedeSocial[] {
  return [
    {
      idRedeSocial: 1,
      codRedeSocial: 'LI',
      nome: 'LinkedIn',
      url: `https://www.linkedin.com/company/${a.slug}-angola`,
      activo: true,
    },
    {
      idRedeSocial: 2,
      codRedeSocial: 'TW',
      nome: 'Twitter',
      url: `https://twitter.com/${a.slug}_angola`,
      activo: true,
    },
    {
      idRedeSocial: 3,
      codRedeSocial: 'FB',
      nome: 'Facebook',
      url: `https://www.facebook.com/${a.slug}.angola`,
      activo: true,
    },
    {
      idRedeSocial: 4,
      codRedeSocial: 'IN',
      nome: 'Instagram',
      url: `https://www.instagram.com/${a.slug}.angola`,
      activo: true,
    },
    {
      idRedeSocial: 5,
      codRedeSocial: 'FB',
      nome: 'Facebook (página antiga)',
      url: `https://www.facebook.com/${a.slug}.antiga`,
      activo: false,
    },
  ];
}

/** The places: the Benguela office (1), the Luanda head office (2) and an inactive Huambo office. */
export function criarLocais({ associacao: a }: ContextoSeed): Local[] {
  const dominio = `${a.slug}.ao`;
  return [
    {
      idLocal: 1,
      nome: 'Delegação de Benguela',
      morada: 'Avenida Norton de Matos, n.º 112, 1.º andar<br>Benguela, Angola',
      moradaTexto: 'Avenida Norton de Matos, n.º 112, 1.º andar, Benguela, Angola',
      horario: ['Segunda a sexta-feira: 08h00–16h00'],
      sede: false,
      activo: true,
      contactosAgrupados: {
        telemoveis: [{ idContacto: 11, contacto: '+244 933 210 456', descricao: 'Delegação' }],
        telefones: [{ idContacto: 12, contacto: '+244 272 232 118', descricao: 'Delegação' }],
        emails: [{ idContacto: 13, contacto: `benguela@${dominio}`, descricao: 'Delegação' }],
        skype: [],
      },
    },
    {
      idLocal: 2,
      nome: 'Sede',
      morada: 'Rua Rainha Ginga, n.º 45, 3.º andar<br>Ingombota<br>Luanda, Angola',
      moradaTexto: 'Rua Rainha Ginga, n.º 45, 3.º andar, Ingombota, Luanda, Angola',
      horario: ['Segunda a sexta-feira: 08h00–17h00', 'Sábado: 09h00–12h00 (só secretaria)'],
      sede: true,
      activo: true,
      contactosAgrupados: {
        telemoveis: [
          { idContacto: 21, contacto: '+244 923 456 789', descricao: 'Secretaria' },
          { idContacto: 22, contacto: '+244 912 345 678', descricao: 'Formação' },
        ],
        telefones: [{ idContacto: 23, contacto: '+244 222 334 455', descricao: 'Geral' }],
        emails: [
          { idContacto: 24, contacto: `geral@${dominio}`, descricao: 'Geral' },
          { idContacto: 25, contacto: `formacao@${dominio}`, descricao: 'Formação' },
        ],
        skype: [{ idContacto: 26, contacto: `${a.slug}.angola`, descricao: 'Secretaria' }],
      },
    },
    {
      idLocal: 3,
      nome: 'Delegação do Huambo',
      morada: 'Rua Cmdt. Hoji-ya-Henda, n.º 8<br>Huambo, Angola',
      moradaTexto: 'Rua Cmdt. Hoji-ya-Henda, n.º 8, Huambo, Angola',
      horario: [],
      sede: false,
      activo: false,
      contactosAgrupados: { telemoveis: [], telefones: [], emails: [], skype: [] },
    },
  ];
}
